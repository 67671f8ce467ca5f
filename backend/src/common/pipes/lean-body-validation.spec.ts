import 'reflect-metadata';
import { CreateUserDto } from '../../auth/dto/create-user.dto.js';
import { LoginDto } from '../../auth/dto/login.dto.js';
import { AddContactQueryDto } from '../../contact/dto/add-contact-query.dto.js';
import { AddQuestionDto } from '../../tutor/dto/add-question.dto.js';
import { LeanBodyValidationPipe } from './lean-body-validation.js';
import { createValidationPipe } from './validation.js';

const body = (metatype: new () => object) => ({ type: 'body' as const, metatype, data: undefined });

describe('LeanBodyValidationPipe', () => {
  const full = createValidationPipe();
  const lean = new LeanBodyValidationPipe(full);

  it('has a lean path for DTOs made only of TextFields and IsEmail, none for the others', () => {
    expect(lean.fastPathOf(AddContactQueryDto)).toBeDefined();
    expect(lean.fastPathOf(AddQuestionDto)).toBeDefined();
    expect(lean.fastPathOf(LoginDto)).toBeUndefined();
    expect(lean.fastPathOf(CreateUserDto)).toBeUndefined();
  });

  const long = (n: number) => 'x'.repeat(n);
  const contactBodies: Record<string, unknown>[] = [
    { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    { name: '  Ada  ', email: ' ada@example.com ', message: '  spaced  ' },
    { name: 'Ada', email: 'ada@example.com' },
    { name: 'Zoë 🚀 李', email: 'zoe@example.com', message: '' },
    { name: long(100), email: 'a@example.com', message: long(5000) },
    { name: `${long(100)}  `, email: 'a@example.com' },
    { name: long(101), email: 'a@example.com' },
    { name: '🚀'.repeat(100), email: 'a@example.com' },
    { name: '🚀'.repeat(101), email: 'a@example.com' },
    { name: 'Ada', email: 'not an email' },
    { name: 'Ada', email: '' },
    { name: '   ', email: 'a@example.com' },
    { name: 'Ada' },
    { email: 'a@example.com' },
    { name: 'Ada', email: 'a@example.com', extra: 1 },
    { name: 'Ada', email: 'a@example.com', message: null },
    { name: 'Ada', email: 'a@example.com', message: 5 },
    { name: null, email: 'a@example.com' },
    { name: ['Ada'], email: 'a@example.com' },
    { name: 'A\u0000da', email: 'a@example.com' },
    { name: 'A\ud800da', email: 'a@example.com' },
    { name: 'Ada', email: `${long(250)}@example.com` },
    {},
  ];
  const questionBodies: Record<string, unknown>[] = [
    { userQues: 'What is a closure?' },
    { userQues: '  padded  ' },
    { userQues: '' },
    { userQues: ' ' },
    { userQues: long(4000) },
    { userQues: long(4001) },
    { userQues: 42 },
    { userQues: 'q', other: 'x' },
    {},
  ];

  async function outcome(
    pipe: { transform: (value: unknown, metadata: ReturnType<typeof body>) => unknown },
    value: object,
    metatype: new () => object,
  ) {
    try {
      const dto = await pipe.transform(structuredClone(value), body(metatype));
      return { ok: true, type: (dto as object).constructor, fields: { ...(dto as object) } };
    } catch (error) {
      return { ok: false, error: (error as { getResponse(): unknown }).getResponse() };
    }
  }

  it.each([
    ...contactBodies.map((value) => [AddContactQueryDto, value] as const),
    ...questionBodies.map((value) => [AddQuestionDto, value] as const),
  ])('%p %j: the same DTO or the same errors as the ValidationPipe alone', async (metatype, value) => {
    expect(await outcome(lean, value, metatype)).toEqual(await outcome(full, value, metatype));
  });

  it('valid bodies take the lean path (no ValidationPipe call)', async () => {
    const spy = {
      calls: 0,
      transform: (...args: Parameters<typeof full.transform>) => (spy.calls++, full.transform(...args)),
    };
    const pipe = new LeanBodyValidationPipe(spy as unknown as typeof full);
    const dto = await pipe.transform({ name: ' Ada ', email: 'ada@example.com' }, body(AddContactQueryDto));
    expect(dto).toBeInstanceOf(AddContactQueryDto);
    expect(dto).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
    expect(spy.calls).toBe(0);
    await expect(pipe.transform({ name: 'Ada' }, body(AddContactQueryDto))).rejects.toBeDefined();
    expect(spy.calls).toBe(1);
  });
});
