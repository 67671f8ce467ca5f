import type { ArgumentMetadata, PipeTransform, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage, validateSync } from 'class-validator';
import { type TextFieldOptions, textFieldsOf } from '../validation/text-field.js';
import { VALIDATOR_OPTIONS } from './validation.js';

type DtoClass = new () => object;
/** A DTO instance for a body that is valid, or undefined ("ask the full ValidationPipe"). */
type FastPath = (body: Record<string, unknown>) => object | undefined;

/**
 * The TextFields of a DTO whose every validated property is a TextField: then TextField's trim is
 * the only transformation its properties have, so it can be applied here instead of through
 * class-transformer. Other DTOs (passwords, query numbers) take the ValidationPipe.
 */
function textOnlyFields(dtoClass: DtoClass): ReadonlyMap<string, TextFieldOptions> | undefined {
  const fields = textFieldsOf(dtoClass);
  if (fields === undefined) return undefined;
  const rules = getMetadataStorage().getTargetValidationMetadatas(dtoClass, '', true, false);
  return rules.every((rule) => fields.has(rule.propertyName)) ? fields : undefined;
}

function compileFastPath(dtoClass: DtoClass): FastPath | undefined {
  const fields = textOnlyFields(dtoClass);
  if (fields === undefined) return undefined;
  const entries = [...fields];
  return (body) => {
    for (const key of Object.keys(body)) if (!fields.has(key)) return undefined; // unknown field
    const dto = new dtoClass() as Record<string, unknown>;
    for (const [name, field] of entries) {
      if (!(name in body)) continue;
      const value = body[name];
      dto[name] = field.trim !== false && typeof value === 'string' ? value.trim() : value;
    }
    return validateSync(dto, VALIDATOR_OPTIONS).length === 0 ? dto : undefined;
  };
}

/**
 * The global ValidationPipe with a lean path in front. Bodies of DTOs made only of TextFields
 * (contact, addques) skip class-transformer: the DTO instance is built directly (TextField's trim
 * applied) and checked by class-validator's validateSync with the ValidationPipe's own options, so
 * a body that passes is the same instance the ValidationPipe would make. Any other body, every
 * invalid one included, goes to the ValidationPipe, so error messages are always its own.
 * Measured: class-transformer's plainToInstance was most of the 90 µs of CPU the ValidationPipe
 * cost per contact query (bench/backend/RESULTS.md).
 */
export class LeanBodyValidationPipe implements PipeTransform {
  private readonly fastPaths = new Map<unknown, FastPath | undefined>();

  constructor(private readonly validationPipe: ValidationPipe) {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (
      metadata.type === 'body' &&
      typeof metadata.metatype === 'function' &&
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value)
    ) {
      const fastPath = this.fastPathOf(metadata.metatype as DtoClass);
      const dto = fastPath?.(value as Record<string, unknown>);
      if (dto !== undefined) return dto;
    }
    return this.validationPipe.transform(value, metadata);
  }

  /** Exposed for the tests: whether a DTO class has a lean path. */
  fastPathOf(dtoClass: DtoClass): FastPath | undefined {
    if (!this.fastPaths.has(dtoClass)) this.fastPaths.set(dtoClass, compileFastPath(dtoClass));
    return this.fastPaths.get(dtoClass);
  }
}
