import type { ArgumentMetadata, PipeTransform, ValidationPipe } from '@nestjs/common';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { TransformationType } from 'class-transformer';
import { getMetadataStorage, isEmail, maxLength } from 'class-validator';
import { isStorableText, type TextFieldOptions, textFieldsOf } from '../validation/text-field.js';

type DtoClass = new () => object;
/** A DTO instance for a body that is certainly valid, or undefined ("ask the full ValidationPipe"). */
type FastPath = (body: Record<string, unknown>) => object | undefined;

/** The class-validator constraints TextField itself declares. */
const TEXT_FIELD_CONSTRAINTS = new Set(['isString', 'isStorableText', 'maxLength', 'isNotEmpty']);

/**
 * Whether every validation and transformation rule of the class is one the fast path repeats exactly:
 * TextFields (string, storable, trimmed, bounded, required or optional) and IsEmail.
 */
function fastPathRules(
  dtoClass: DtoClass,
):
  | { fields: ReadonlyMap<string, TextFieldOptions>; emails: Map<string, Parameters<typeof isEmail>[1]> }
  | undefined {
  const fields = textFieldsOf(dtoClass);
  if (fields === undefined) return undefined;
  const emails = new Map<string, Parameters<typeof isEmail>[1]>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(dtoClass, '', true, false)) {
    const field = fields.get(rule.propertyName);
    if (field === undefined || rule.each || rule.always || (rule.groups?.length ?? 0) > 0) return undefined;
    if (rule.type === 'customValidation' && TEXT_FIELD_CONSTRAINTS.has(rule.name ?? '')) continue;
    if (rule.type === 'customValidation' && rule.name === 'isEmail') {
      // IsEmail checks isEmail(value, constraints[0]); the same call here, with the same options object.
      emails.set(rule.propertyName, rule.constraints?.[0] as Parameters<typeof isEmail>[1]);
      continue;
    }
    if (rule.type === 'conditionalValidation' && field.requiredMessage === undefined) continue; // TextField's "optional"
    return undefined;
  }
  if (
    defaultMetadataStorage.getExposedMetadatas(dtoClass).length > 0 ||
    defaultMetadataStorage.getExcludedMetadatas(dtoClass).length > 0
  )
    return undefined;
  for (const [name, field] of fields) {
    const transforms = defaultMetadataStorage.findTransformMetadatas(
      dtoClass,
      name,
      TransformationType.PLAIN_TO_CLASS,
    );
    if (
      transforms.length !== (field.trim === false ? 0 : 1) ||
      defaultMetadataStorage.findTypeMetadata(dtoClass, name) !== undefined
    )
      return undefined;
  }
  return { fields, emails };
}

function compileFastPath(dtoClass: DtoClass): FastPath | undefined {
  const rules = fastPathRules(dtoClass);
  if (rules === undefined) return undefined;
  const fields = [...rules.fields];
  return (body) => {
    for (const key of Object.keys(body)) if (!rules.fields.has(key)) return undefined; // unknown field
    const dto = new dtoClass() as Record<string, unknown>;
    for (const [name, field] of fields) {
      const raw = body[name];
      if (raw === undefined) {
        if (field.requiredMessage !== undefined) return undefined;
        continue;
      }
      if (typeof raw !== 'string') return undefined;
      const value = field.trim === false ? raw : raw.trim();
      if (!isStorableText(value) || !maxLength(value, field.maxLength)) return undefined;
      if (field.requiredMessage !== undefined && value === '') return undefined;
      if (rules.emails.has(name) && !isEmail(value, rules.emails.get(name))) return undefined;
      dto[name] = value;
    }
    return dto;
  };
}

/**
 * The global ValidationPipe with a lean path in front: bodies of DTOs made only of TextFields (and
 * IsEmail) are checked by the same functions, called directly, and a body that passes them all becomes the same DTO
 * instance the ValidationPipe would make. Anything else, every invalid body included, goes to the
 * ValidationPipe, so error messages are the ValidationPipe's. Measured: class-transformer and
 * class-validator cost about 90 µs of CPU per contact query, 40 % of the request.
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
