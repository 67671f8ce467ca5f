import {
  LIVE_TURN_KEY,
  OPEN_CONVERSATION_KEY,
  rememberLive,
  rememberOpen,
  rememberedConversation,
  rememberedLive,
} from '../src/hooks/conversationStorage';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('the open conversation and the answer being read are remembered, then forgotten', () => {
  rememberOpen('c1');
  rememberLive({ conversationId: 'c1', turnId: 't1', question: 'Why?' });
  expect(localStorage.getItem(OPEN_CONVERSATION_KEY)).toBe('c1');
  expect(rememberedConversation()).toBe('c1');
  expect(rememberedLive()).toEqual({ conversationId: 'c1', turnId: 't1', question: 'Why?' });
  rememberOpen(null);
  rememberLive(null);
  expect(rememberedConversation()).toBeNull();
  expect(rememberedLive()).toBeNull();
});

test('a malformed remembered answer is nothing', () => {
  for (const stored of ['not json', '{"turnId":1,"conversationId":"c"}', '[]', 'null']) {
    localStorage.setItem(LIVE_TURN_KEY, stored);
    expect(rememberedLive()).toBeNull();
  }
  localStorage.setItem(LIVE_TURN_KEY, JSON.stringify({ conversationId: 'c', turnId: 't' }));
  expect(rememberedLive()).toEqual({ conversationId: 'c', turnId: 't', question: '' });
});

test('storage that refuses (private mode) is never an error', () => {
  const refuse = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
  jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
  expect(() => rememberOpen('c1')).not.toThrow();
  expect(() => rememberLive({ conversationId: 'c', turnId: 't', question: '' })).not.toThrow();
  expect(() => rememberLive(null)).not.toThrow();
  expect(rememberedConversation()).toBeNull();
  expect(rememberedLive()).toBeNull();
});
