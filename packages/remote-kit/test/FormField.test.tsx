import { render, screen } from '@testing-library/react';
import { FormField, TextAreaField } from '../src';

const ICON = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><path d="M0 0h16v16z"/></svg>';

test('a labelled input marked required; the other props go to the input', () => {
  const { container } = render(
    <FormField id="f-email" label="Email address" type="email" autoComplete="email" />,
  );
  const input = screen.getByLabelText('Email address');
  expect(input).toHaveAttribute('id', 'f-email');
  expect(input).toHaveAttribute('type', 'email');
  expect(input).toHaveAttribute('autocomplete', 'email');
  expect(input).toBeRequired();
  expect(input).toHaveClass('form-control');
  expect(container.querySelector('.input-group')).toBeNull();
});

test('with an icon: the icon stands before the input in an input group, hidden from screen readers', () => {
  const { container } = render(<FormField id="f-name" label="Your Name" icon={ICON} required={false} />);
  const input = screen.getByLabelText('Your Name');
  expect(input).not.toBeRequired();
  const group = container.querySelector('.input-group');
  expect(group?.lastElementChild).toBe(input);
  const addon = group?.firstElementChild;
  expect(addon).toHaveClass('input-group-text');
  expect(addon?.querySelector('[aria-hidden="true"] svg')).toHaveAttribute('width', '1em');
});

test('className sets the classes around label and control (a grid column), not the input', () => {
  const { container } = render(
    <FormField id="f-subject" label="Subject" className="col-12" required={false} />,
  );
  expect(container.firstElementChild).toHaveClass('col-12');
  expect(container.firstElementChild).not.toHaveClass('mb-3');
  expect(screen.getByLabelText('Subject')).toHaveClass('form-control');
});

test('a labelled text area, not required unless asked; the other props go to the textarea', () => {
  const { container } = render(
    <TextAreaField id="f-message" label="Message" rows={6} placeholder="Message to us..." />,
  );
  const textarea = screen.getByLabelText('Message');
  expect(textarea.tagName).toBe('TEXTAREA');
  expect(textarea).toHaveAttribute('rows', '6');
  expect(textarea).toHaveAttribute('placeholder', 'Message to us...');
  expect(textarea).toHaveClass('form-control');
  expect(textarea).not.toBeRequired();
  expect(container.firstElementChild).toHaveClass('mb-3');
});
