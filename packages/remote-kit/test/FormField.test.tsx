import { render, screen } from '@testing-library/react';
import { FormField } from '../src';

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
