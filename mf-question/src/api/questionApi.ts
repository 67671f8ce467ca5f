import type {
  AddQuestionResponse,
  QuestionListResponse,
  QuestionResponse,
  QuestionView,
} from '@elearning/contract';
import { apiUrl, fetchOrUnreachable, readJson } from '@elearning/remote-kit';
import { errorFromResponse } from './errors';

export interface QuestionApiOptions {
  apiBase: string;
  getToken(): string | null;
}

export interface QuestionPageOfItems {
  items: QuestionView[];
  page: number;
  pageSize: number;
  total: number;
}

/** fetch that turns "no HTTP answer at all" into BackendUnreachableError and 4xx/5xx into errors. */
export async function authorizedFetch(
  options: QuestionApiOptions,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = options.getToken();
  if (token) headers.set('auth-token', token);
  const response = await fetchOrUnreachable(apiUrl(options.apiBase, path), { ...init, headers });
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

async function getJson<T>(options: QuestionApiOptions, path: string, init?: RequestInit): Promise<T> {
  return readJson<T>(await authorizedFetch(options, path, init));
}

export function createQuestionApi(options: QuestionApiOptions) {
  return {
    /** POST /ques/addques: saves the question (the server validates it, e.g. empty → 400). */
    async addQuestion(userQues: string): Promise<AddQuestionResponse> {
      return getJson<AddQuestionResponse>(options, '/ques/addques', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userQues }),
      });
    },
    /** GET /ques?page=&pageSize=: the student's own questions, newest first. */
    async listQuestions(page: number, pageSize: number): Promise<QuestionPageOfItems> {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      const body = await getJson<QuestionListResponse>(options, `/ques?${query}`);
      return {
        items: body.items ?? [],
        page: body.page ?? page,
        pageSize: body.pageSize ?? pageSize,
        total: body.total ?? 0,
      };
    },
    /** GET /ques/:id: one saved question with its answer and status. */
    async getQuestion(id: string): Promise<QuestionView> {
      const body = await getJson<QuestionResponse>(options, `/ques/${encodeURIComponent(id)}`);
      return body.question;
    },
    options,
  };
}

export type QuestionApi = ReturnType<typeof createQuestionApi>;
