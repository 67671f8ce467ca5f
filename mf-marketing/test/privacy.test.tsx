import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { PrivacyFactsResponse } from '@elearning/contract';
import { createTestShell, mockFetch } from '@elearning/remote-kit/testing';
import PrivacyPage from '../src/PrivacyPage';
import { daysText, UNTIL_READ } from '../src/privacy/privacyWords';

const FACTS: PrivacyFactsResponse = {
  success: true,
  dataRetentionDays: 730,
  securityEventsRetentionDays: 365,
  safetyRetentionDays: 400,
  inactiveAccountDays: null,
  aiProvider: 'gemini',
};

const row = (term: string) => screen.getByRole('rowheader', { name: term }).nextElementSibling;

test('the short version first, then every part a school must state, with the configured numbers once read', async () => {
  const fetchMock = mockFetch({ body: FACTS });
  render(<PrivacyPage shell={createTestShell()} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy: what happens to your data');
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual([
    'The short version',
    'What we keep',
    'Why we keep it',
    'Who can read it',
    'How long we keep it',
    'What the AI gets',
    'Get a copy or delete it',
  ]);
  expect(
    await screen.findByText(/A conversation is deleted 730 days \(2 years\) after your last message in it/),
  ).toBeInTheDocument();
  expect(row('Conversations, and messages to the school with their replies')).toHaveTextContent(
    '730 days (2 years)',
  );
  expect(row('Security events')).toHaveTextContent('365 days (1 year)');
  expect(row('Safety alerts')).toHaveTextContent('400 days (about 13 months)');
  expect(screen.getByText(/Accounts are not deleted for being unused/)).toBeInTheDocument();
  expect(screen.getByText(/Google’s Gemini AI service/)).toBeInTheDocument();
  const ai = screen.getByRole('region', { name: 'What the AI gets' });
  expect(ai).toHaveTextContent('never sends your name, your email, your account number or your class');
  expect(fetchMock).toHaveBeenCalledWith('/api/privacy/facts', expect.anything());
});

test('an inactive-account limit and a school-chosen AI service are said as configured', async () => {
  mockFetch({ body: { ...FACTS, inactiveAccountDays: 90, aiProvider: 'openai-compatible' } });
  render(<PrivacyPage shell={createTestShell()} />);
  expect(
    await screen.findByText(/An account nobody has signed in to for 90 days \(about 3 months\) is deleted/),
  ).toBeInTheDocument();
  expect(screen.getByText(/an AI service it chose itself/)).toBeInTheDocument();
});

test('prerendered (and while the numbers cannot be read): the wording that holds without them', async () => {
  const html = renderToString(<PrivacyPage shell={createTestShell()} />);
  expect(html).toContain(UNTIL_READ);
  expect(html).not.toMatch(/\d+ days/);
  mockFetch(new TypeError('Failed to fetch'));
  render(<PrivacyPage shell={createTestShell()} />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(row('Security events')).toHaveTextContent(UNTIL_READ);
});

test('the links go through the shell: Ask Question for the account menu, Contact Us', async () => {
  mockFetch({ body: FACTS });
  const shell = createTestShell();
  render(<PrivacyPage shell={shell} />);
  const rights = screen.getByRole('region', { name: 'Get a copy or delete it' });
  const ask = within(rights).getByRole('link', { name: 'Ask Question' });
  expect(ask).toHaveAttribute('href', '/question');
  await userEvent.click(ask);
  expect(shell.navigate).toHaveBeenCalledWith('/question');
  await userEvent.click(screen.getByRole('link', { name: 'Contact us' }));
  expect(shell.navigate).toHaveBeenCalledWith('/contact');
});

test.each([
  [1, '1 day'],
  [30, '30 days'],
  [90, '90 days (about 3 months)'],
  [365, '365 days (1 year)'],
  [730, '730 days (2 years)'],
  [400, '400 days (about 13 months)'],
  [540, '540 days (about 18 months)'],
  [1000, '1000 days (about 3 years)'],
])('daysText(%i) is %p', (days, text) => {
  expect(daysText(days)).toBe(text);
});
