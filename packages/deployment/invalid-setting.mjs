/** A setting that cannot be used; the message names the variable so an operator can fix it. */
export class InvalidSetting extends Error {
  name = 'InvalidSetting';
}

/** Throws unless `value` matches `pattern` as a whole (values end up in nginx syntax and headers). */
export function check(name, pattern, value) {
  if (!new RegExp(`^(?:${pattern})$`).test(value)) {
    throw new InvalidSetting(`${name} has an invalid value '${value}'`);
  }
  return value;
}
