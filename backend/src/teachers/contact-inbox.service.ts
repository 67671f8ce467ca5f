import type {
  ContactInboxResponse,
  ContactQueryView,
  ContactReplyResponse,
  ContactState,
} from '@elearning/contract';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AccountStore } from '../auth/accounts/account-store.js';
import { ApiErrorException } from '../common/api-error.js';
import { type ContactQueryRow, ContactQueryStore } from '../contact/contact-query-store.js';
import { AccessLogService } from './access-log.service.js';
import { DEFAULT_PAGE_SIZE } from './dto/teacher-requests.dto.js';
import { decodeCursor, encodeCursor } from './question-cursor.js';
import { keysetPage } from './keyset-page.js';
import { MailerService } from '../mail/mailer.service.js';
import { loadContactReplies } from '../student-support/support-rows.js';
import { iso, isUuid } from '../common/values.js';

export const CONTACT_QUERY_NOT_FOUND = 'Contact query not found';
export const BAD_CONTACT_CURSOR = 'after must be the nextCursor of this inbox with the same state';

/** `mailto:` link with the reply, for a teacher to send it from their own mail program. */
export function mailtoLink(email: string, body: string): string {
  const subject = encodeURIComponent('Re: your message to E-Learning');
  return `mailto:${encodeURIComponent(email)}?subject=${subject}&body=${encodeURIComponent(body)}`;
}

/** The contact inbox: every contact query, its replies (emailed when SMTP_URL is set) and the handled mark. */
@Injectable()
export class ContactInboxService {
  constructor(
    private readonly store: ContactQueryStore,
    private readonly accounts: AccountStore,
    private readonly accessLog: AccessLogService,
    private readonly mailer: MailerService,
  ) {}

  /**
   * Newest first. A page starts after the query `after` names (keyset, the previous page's
   * nextCursor); the old `page` number still works, counted from the top. The total is counted on
   * the first page only, up to TOTAL_CAP (keyset-page.ts).
   */
  async list(
    state: ContactState = 'open',
    options: { after?: string; page?: number; pageSize?: number } = {},
  ): Promise<ContactInboxResponse> {
    const handled = { open: false, handled: true, all: null }[state];
    const { rows, ...paging } = await keysetPage(
      { ...options, pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE },
      {
        decode: (text) => {
          const cursor = decodeCursor(text);
          return cursor?.part === 0 ? cursor : undefined;
        },
        badCursor: BAD_CONTACT_CURSOR,
        read: (start, limit) => this.store.page(handled, start, limit),
        count: (limit) => this.store.count(handled, limit),
        cursorOf: (row) => encodeCursor({ part: 0, createdAt: row.cursor_at, id: row.id }),
      },
    );
    return { success: true, items: await this.withReplies(rows), ...paging };
  }

  /** One query with its replies; opening it is recorded in the access log. */
  async open(teacherId: string, id: string): Promise<ContactQueryView> {
    const query = await this.find(id);
    await this.accessLog.record(teacherId, 'contact_query', id, query.accountId);
    return query;
  }

  async markHandled(teacherId: string, id: string): Promise<ContactQueryView> {
    if (isUuid(id)) await this.store.markHandled(id, teacherId);
    return this.find(id);
  }

  /**
   * Stores the reply with the query (also when it is handled already), then emails it. The reply
   * is kept whether or not the email goes out; the answer says why not and gives a mailto: link.
   */
  async reply(teacherId: string, id: string, body: string): Promise<Omit<ContactReplyResponse, 'success'>> {
    const query = await this.find(id);
    const stored = await this.store.addReply(id, teacherId, body);
    const mail = await this.mailer.send({
      to: query.email,
      subject: 'Re: your message to E-Learning',
      text: `${body}\n\n---\nYou wrote:\n${query.message}`,
    });
    if (mail.sent) await this.store.markReplyEmailed(stored.id);
    const teacher = await this.accounts.standing(teacherId);
    return {
      reply: {
        id: stored.id,
        body,
        teacherName: teacher?.name ?? '',
        emailed: mail.sent,
        createdAt: iso(stored.created_at),
      },
      notEmailedReason: mail.sent ? null : mail.reason,
      mailto: mail.sent ? null : mailtoLink(query.email, body),
    };
  }

  private async find(id: string): Promise<ContactQueryView> {
    const row = isUuid(id) ? await this.store.find(id) : undefined;
    const [query] = await this.withReplies(row ? [row] : []);
    if (!query) throw new ApiErrorException(HttpStatus.NOT_FOUND, CONTACT_QUERY_NOT_FOUND);
    return query;
  }

  private async withReplies(rows: ContactQueryRow[]): Promise<ContactQueryView[]> {
    const replies = await loadContactReplies(
      this.store,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: iso(row.created_at),
      handledAt: row.handled_at ? iso(row.handled_at) : null,
      accountId: row.account_id,
      replies: replies.get(row.id) ?? [],
    }));
  }
}
