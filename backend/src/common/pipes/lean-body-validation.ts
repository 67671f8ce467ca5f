import type { ArgumentMetadata, PipeTransform, ValidationPipe } from '@nestjs/common';
import {
  getMetadataStorage,
  type ValidationArguments,
  ValidationTypes,
  validateSync,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { type TextFieldOptions, textFieldsOf } from '../validation/text-field.js';
import { JsonObjectBodyPipe } from './json-object-body.pipe.js';
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

/** Whether a DTO instance passes every rule (false: let the ValidationPipe decide and say why). */
type Check = (dto: Record<string, unknown>) => boolean;

interface PropertyRules {
  name: string;
  /** ValidateIf: the property's rules apply only when all of these say so. */
  conditions: ((object: object, value: unknown) => boolean)[];
  /** The constraints, each with arguments made once (object and value are set per call). */
  constraints: { validator: ValidatorConstraintInterface; args: ValidationArguments }[];
}

/**
 * class-validator's own rules of a DTO, read from its metadata once and run as one function:
 * the same constraint instances validateSync runs, without looking the metadata up again (a scan
 * of every DTO class) and building a ValidationError per property on every call: a contact body
 * costs about 5 µs of CPU instead of 9–12 (isEmail is 3 of the 5). Only for rules it can run exactly as class-validator does (plain and ValidateIf
 * constraints, synchronous); for any other kind, undefined (validateSync does the check).
 */
function compileCheck(dtoClass: DtoClass): Check | undefined {
  const storage = getMetadataStorage();
  // As validateSync asks with VALIDATOR_OPTIONS: no groups, `always` and `strictGroups` off.
  const rules = storage.getTargetValidationMetadatas(dtoClass, undefined as unknown as string, false, false);
  if (rules.length === 0) return undefined;
  const properties = new Map<string, PropertyRules>();
  for (const rule of rules) {
    if (rule.each || rule.validateIf) return undefined;
    const property = properties.get(rule.propertyName) ?? {
      name: rule.propertyName,
      conditions: [],
      constraints: [],
    };
    properties.set(rule.propertyName, property);
    if (rule.type === ValidationTypes.CONDITIONAL_VALIDATION) {
      property.conditions.push(rule.constraints[0] as PropertyRules['conditions'][number]);
    } else if (rule.type === ValidationTypes.CUSTOM_VALIDATION) {
      for (const constraint of storage.getTargetValidatorConstraints(rule.constraintCls)) {
        if (constraint.async) return undefined;
        property.constraints.push({
          validator: constraint.instance,
          args: {
            targetName: dtoClass.name,
            property: rule.propertyName,
            object: {},
            value: undefined,
            constraints: rule.constraints,
          },
        });
      }
    } else return undefined;
  }
  const list = [...properties.values()];
  return (dto) => {
    for (const { name, conditions, constraints } of list) {
      const value = dto[name];
      if (!conditions.every((condition) => condition(dto, value))) continue;
      for (const { validator, args } of constraints) {
        args.object = dto;
        args.value = value;
        const valid: unknown = validator.validate(value, args);
        // A promise is not an answer here: the ValidationPipe decides.
        if (valid !== true && (!valid || typeof (valid as { then?: unknown }).then === 'function'))
          return false;
      }
    }
    return true;
  };
}

function compileFastPath(dtoClass: DtoClass): FastPath | undefined {
  const fields = textOnlyFields(dtoClass);
  if (fields === undefined) return undefined;
  const check: Check = compileCheck(dtoClass) ?? ((dto) => validateSync(dto, VALIDATOR_OPTIONS).length === 0);
  const entries = [...fields];
  return (body) => {
    for (const key of Object.keys(body)) if (!fields.has(key)) return undefined; // unknown field
    const dto = new dtoClass() as Record<string, unknown>;
    for (const [name, field] of entries) {
      if (!(name in body)) continue;
      const value = body[name];
      dto[name] = field.trim !== false && typeof value === 'string' ? value.trim() : value;
    }
    return check(dto) ? dto : undefined;
  };
}

/**
 * The global ValidationPipe with a lean path in front, after JsonObjectBodyPipe's check. Bodies of DTOs made only of TextFields
 * (contact, addques) skip class-transformer: the DTO instance is built directly (TextField's trim
 * applied) and checked by class-validator's own constraints (compileCheck; validateSync with the
 * ValidationPipe's own options where that cannot run a rule), so a body that passes is the same
 * instance the ValidationPipe would make. Any other body, every
 * invalid one included, goes to the ValidationPipe, so error messages are always its own.
 * Measured: class-transformer's plainToInstance was most of the 90 µs of CPU the ValidationPipe
 * cost per contact query (bench/backend/RESULTS.md).
 */
export class LeanBodyValidationPipe implements PipeTransform {
  private readonly fastPaths = new Map<unknown, FastPath | undefined>();
  private readonly jsonObject = new JsonObjectBodyPipe();

  constructor(private readonly validationPipe: ValidationPipe) {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    // A custom parameter decorator's value (the signed-in account) is not the client's input: the
    // ValidationPipe leaves it as it is (validateCustomDecorators is off), without a promise here.
    if (metadata.type === 'custom') return value;
    if (metadata.type === 'body') {
      // One global pipe instead of two (each is awaited for every parameter of every request).
      this.jsonObject.transform(value, metadata);
      if (typeof metadata.metatype === 'function' && !Array.isArray(value)) {
        const fastPath = this.fastPathOf(metadata.metatype as DtoClass);
        const dto = fastPath?.(value as Record<string, unknown>);
        if (dto !== undefined) return dto;
      }
    }
    return this.validationPipe.transform(value, metadata);
  }

  /** Exposed for the tests: whether a DTO class has a lean path. */
  fastPathOf(dtoClass: DtoClass): FastPath | undefined {
    if (!this.fastPaths.has(dtoClass)) this.fastPaths.set(dtoClass, compileFastPath(dtoClass));
    return this.fastPaths.get(dtoClass);
  }
}
