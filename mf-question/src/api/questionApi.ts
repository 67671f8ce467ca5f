import type {
  AddQuestionRequest,
  AddQuestionResponse,
  QuestionListResponse,
  QuestionResponse,
  QuestionView,
} from '@elearning/contract';
import type { BackendClient } from '@elearning/remote-kit';

export interface QuestionPageOfItems {
  items: QuestionView[];
  page: number;
  pageSize: number;
  total: number;
}

/** The student's /ques endpoints; every call sends the session's token. */
export function createQuestionApi(backend: BackendClient) {
  const authenticated = true;
  return {
    /** POST /ques/addques: saves the question (the server validates it, e.g. empty → 400). */
    addQuestion(userQues: string): Promise<AddQuestionResponse> {
      const body: AddQuestionRequest = { userQues };
      return backend.post<AddQuestionResponse>('/ques/addques', body, { authenticated });
    },
    /** GET /ques?page=&pageSize=: the student's own questions, newest first. */
    async listQuestions(page: number, pageSize: number): Promise<QuestionPageOfItems> {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      const body = await backend.get<QuestionListResponse>(`/ques?${query}`, { authenticated });
      return {
        items: body.items ?? [],
        page: body.page ?? page,
        pageSize: body.pageSize ?? pageSize,
        total: body.total ?? 0,
      };
    },
    /** GET /ques/:id: one saved question with its answer and status. */
    async getQuestion(id: string): Promise<QuestionView> {
      const body = await backend.get<QuestionResponse>(`/ques/${encodeURIComponent(id)}`, { authenticated });
      return body.question;
    },
    /** POST /ques/:id/answer: the answer's event stream (see answerStream.ts). */
    openAnswerStream(id: string, signal: AbortSignal): Promise<Response> {
      return backend.fetch(`/ques/${encodeURIComponent(id)}/answer`, {
        method: 'POST',
        headers: { Accept: 'text/event-stream' },
        signal,
        authenticated,
      });
    },
  };
}

export type QuestionApi = ReturnType<typeof createQuestionApi>;
