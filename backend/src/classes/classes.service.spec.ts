import { jest } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import type { AccountStore } from '../auth/accounts/account-store.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import type { SecurityEvents } from '../security-events/security-events.service.js';
import type { ClassStore, ClassTies } from './class-store.js';
import { ClassesService, JOIN_CODE_NOT_FOUND, STAFF_CANNOT_JOIN } from './classes.service.js';

/** A mock of an async store method, answering whatever a test gives it. */
const fn = () => jest.fn<(...args: unknown[]) => Promise<unknown>>();
type AsyncMock = ReturnType<typeof fn>;

const CLASS_ID = '11111111-1111-4111-8111-111111111111';
const codeTaken = () =>
  new QueryFailedError(
    'INSERT',
    [],
    Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'classes_join_code_key' }),
  );

function serviceWith(store: Partial<Record<keyof ClassStore, AsyncMock>>) {
  const events = { record: jest.fn() };
  const accounts = { standing: fn(), standingByEmail: fn() };
  const config = { aiQuota: { timeZone: 'UTC' } } as ResolvedConfig;
  const service = new ClassesService(
    store as unknown as ClassStore,
    accounts as unknown as AccountStore,
    events as unknown as SecurityEvents,
    config,
  );
  return { service, events, accounts };
}

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { getStatus(): number }) => error.getStatus(),
  );

describe('ClassesService', () => {
  it('draws another join code when one is taken, and gives up after 5 draws', async () => {
    const setJoinCode = fn().mockRejectedValueOnce(codeTaken()).mockResolvedValueOnce(true);
    const ties = fn().mockResolvedValue({
      archived: false,
      teaches: true,
      studies: false,
    } satisfies ClassTies);
    const { service } = serviceWith({
      setJoinCode,
      ties,
      find: fn().mockResolvedValue(undefined), // the detail afterwards: not what is tested
    });
    await statusOf(service.rotateJoinCode({ id: 'teacher', role: 'teacher' }, CLASS_ID));
    expect(setJoinCode).toHaveBeenCalledTimes(2);
    const [first, second] = setJoinCode.mock.calls.map((call) => call[1] as string);
    expect(first).not.toBe(second);

    const alwaysTaken = fn().mockRejectedValue(codeTaken());
    const { service: unlucky } = serviceWith({ setJoinCode: alwaysTaken, ties });
    await expect(unlucky.rotateJoinCode({ id: 'teacher', role: 'teacher' }, CLASS_ID)).rejects.toBeInstanceOf(
      QueryFailedError,
    );
    expect(alwaysTaken).toHaveBeenCalledTimes(5);
  });

  it('another error is not retried', async () => {
    const setJoinCode = fn().mockRejectedValue(new Error('connection lost'));
    const ties = fn().mockResolvedValue({ archived: false, teaches: true, studies: false });
    const { service } = serviceWith({ setJoinCode, ties });
    await expect(service.rotateJoinCode({ id: 'teacher', role: 'teacher' }, CLASS_ID)).rejects.toThrow(
      'connection lost',
    );
    expect(setJoinCode).toHaveBeenCalledTimes(1);
  });

  it('a code that cannot be one is refused without a lookup; staff do not join', async () => {
    const joinByCode = fn();
    const { service } = serviceWith({ joinByCode });
    await expect(service.join({ id: 's', role: 'student' }, 'O0O0-I1I1')).rejects.toMatchObject({
      response: { errors: [{ msg: JOIN_CODE_NOT_FOUND }] },
    });
    await expect(service.join({ id: 't', role: 'teacher' }, 'ABCDEFGH')).rejects.toMatchObject({
      response: { errors: [{ msg: STAFF_CANNOT_JOIN }] },
    });
    expect(joinByCode).not.toHaveBeenCalled();
  });

  it('joining again records no second class.joined', async () => {
    const joinByCode = fn()
      .mockResolvedValueOnce({ id: CLASS_ID, name: 'M', subject: null, alreadyMember: false })
      .mockResolvedValueOnce({ id: CLASS_ID, name: 'M', subject: null, alreadyMember: true });
    const { service, events } = serviceWith({ joinByCode });
    await service.join({ id: 's', role: 'student' }, 'abcd-efgh');
    await service.join({ id: 's', role: 'student' }, 'ABCDEFGH');
    expect(joinByCode).toHaveBeenCalledWith('ABCDEFGH', 's');
    expect(events.record).toHaveBeenCalledTimes(1);
    expect(events.record).toHaveBeenCalledWith('class.joined', { userId: 's', reason: `class:${CLASS_ID}` });
  });

  it.each([
    ['a teacher of the class', 'teacher', { teaches: true, studies: false, archived: false }, 200],
    ['an admin', 'admin', { teaches: false, studies: false, archived: false }, 200],
    ['another teacher', 'teacher', { teaches: false, studies: false, archived: false }, 404],
    ['a demoted teacher (still listed)', 'student', { teaches: true, studies: false, archived: false }, 404],
    ['a student of the class', 'student', { teaches: false, studies: true, archived: false }, 404],
  ] as const)('PATCH by %s (role %s): %d', async (_who, role, ties, status) => {
    const update = fn().mockResolvedValue(true);
    const { service } = serviceWith({
      ties: fn().mockResolvedValue(ties),
      update,
      find: fn().mockResolvedValue({ updatedAt: new Date(), createdAt: new Date(), teacherNames: [] }),
      teachers: fn().mockResolvedValue([]),
      students: fn().mockResolvedValue([]),
    });
    expect(await statusOf(service.update({ id: 'u', role }, CLASS_ID, { tutorPaused: true }))).toBe(status);
    expect(update).toHaveBeenCalledTimes(status === 200 ? 1 : 0);
  });

  it('a student of an archived class no longer sees it', async () => {
    const { service } = serviceWith({
      ties: fn().mockResolvedValue({ teaches: false, studies: true, archived: true }),
      find: fn(),
    });
    expect(await statusOf(service.detail({ id: 's', role: 'student' }, CLASS_ID))).toBe(404);
  });
});
