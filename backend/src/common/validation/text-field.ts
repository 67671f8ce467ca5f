import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsNotEmpty,
  IsString,
  MaxLength,
  ValidateBy,
  ValidateIf,
  type ValidationOptions,
} from 'class-validator';

/**
 * Postgres rejects NUL in text and a lone UTF-16 surrogate cannot be stored faithfully,
 * so both are refused as input (400) instead of failing later in the database (500).
 */
export function isStorableText(value: unknown): boolean {
  return typeof value === 'string' && !value.includes('\u0000') && value.isWellFormed();
}

export function IsStorableText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isStorableText', validator: { validate: isStorableText } }, options);
}

export interface TextFieldOptions {
  /** Human name used in messages, e.g. 'Name'. */
  label: string;
  maxLength: number;
  /** Message when missing or blank; omit for an optional field. */
  requiredMessage?: string;
  /** Passwords are kept as typed; everything else is trimmed. */
  trim?: boolean;
  example?: string;
}

/** TextField options per DTO class and property (read by the lean validation path). */
const textFields = new WeakMap<object, Map<string, TextFieldOptions>>();

/** The TextFields declared on a DTO class (not inherited ones), or undefined if it has none. */
export function textFieldsOf(dtoClass: object): ReadonlyMap<string, TextFieldOptions> | undefined {
  return textFields.get(dtoClass);
}

function registerTextField(options: TextFieldOptions): PropertyDecorator {
  return (prototype, property) => {
    if (typeof property !== 'string') return;
    const fields = textFields.get(prototype.constructor) ?? new Map<string, TextFieldOptions>();
    fields.set(property, options);
    textFields.set(prototype.constructor, fields);
  };
}

/** A string field: trimmed, type-checked, required or not, bounded, storable. */
export function TextField(options: TextFieldOptions): PropertyDecorator {
  const { label, maxLength, requiredMessage, trim = true, example } = options;
  const decorators: PropertyDecorator[] = [
    registerTextField(options),
    ApiProperty({ type: String, maxLength, required: requiredMessage !== undefined, example }),
    IsString({ message: `${label} must be text` }),
    IsStorableText({ message: `${label} contains characters that are not allowed` }),
    MaxLength(maxLength, {
      message: `${label} must be at most ${maxLength.toLocaleString('en-US')} characters`,
    }),
  ];
  if (requiredMessage !== undefined) decorators.push(IsNotEmpty({ message: requiredMessage }));
  // Optional means "may be left out"; an explicit null is still a wrong type.
  else decorators.push(ValidateIf((_object: unknown, value: unknown) => value !== undefined));
  if (trim) decorators.push(Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)));
  return applyDecorators(...decorators);
}
