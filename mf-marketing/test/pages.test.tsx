import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShell } from '@elearning/remote-kit/testing';
import AboutPage from '../src/AboutPage';
import { SLIDES } from '../src/Carousel';
import HomePage from '../src/HomePage';

test('home shows the required headline, tagline and buttons that navigate through the shell', async () => {
  const shell = createTestShell();
  render(<HomePage shell={shell} />);
  expect(screen.getByRole('heading', { level: 1, name: 'The best E-learning platform' })).toBeInTheDocument();
  expect(
    screen.getByText('Unlock Your Potential Anytime, Anywhere with our E-Learning Platform'),
  ).toBeInTheDocument();
  const contact = screen.getByRole('link', { name: 'Contact Us' });
  expect(contact).toHaveAttribute('href', '/contact');
  await userEvent.click(contact);
  expect(shell.navigate).toHaveBeenCalledWith('/contact');
  await userEvent.click(screen.getByRole('link', { name: 'Query' }));
  expect(shell.navigate).toHaveBeenCalledWith('/question');
});

test('the carousel moves with its previous and next controls and wraps around', async () => {
  render(<HomePage shell={createTestShell()} />);
  const carousel = screen.getByRole('region', { name: 'Highlights' });
  const current = () =>
    within(carousel)
      .getAllByRole('group', { hidden: true })
      .find((s) => s.classList.contains('active'));
  expect(current()).toHaveTextContent(SLIDES[0].title);
  await userEvent.click(within(carousel).getByRole('button', { name: 'Next' }));
  expect(current()).toHaveTextContent(SLIDES[1].title);
  await userEvent.click(within(carousel).getByRole('button', { name: 'Previous' }));
  await userEvent.click(within(carousel).getByRole('button', { name: 'Previous' }));
  expect(current()).toHaveTextContent(SLIDES[SLIDES.length - 1].title);
  await userEvent.click(within(carousel).getByRole('button', { name: `Slide 1: ${SLIDES[0].title}` }));
  expect(current()).toHaveTextContent(SLIDES[0].title);
});

test('about shows About Us, teacher support, the GPT-powered chatbot and Read More', async () => {
  render(<AboutPage shell={createTestShell()} />);
  expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  expect(screen.getAllByText(/teacher support/i).length).toBeGreaterThan(0);
  expect(screen.getAllByText(/GPT-powered chatbot/).length).toBeGreaterThan(0);
  const readMore = screen.getByRole('link', { name: 'Read More' });
  await userEvent.click(readMore);
  expect(readMore).toHaveAttribute('aria-expanded', 'true');
});
