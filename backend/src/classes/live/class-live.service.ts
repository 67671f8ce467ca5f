import type { ClassLiveResponse } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { ClassesService, type Viewer } from '../classes.service.js';
import { ClassLiveStore } from './class-live-store.js';

/** Who counts as "asking now" in the live view. */
export const LIVE_WINDOW_MINUTES = 15;

/** The live view of a class (docs/classes.md): for its teachers and admins; anyone else gets 404. */
@Injectable()
export class ClassLiveService {
  constructor(
    private readonly classes: ClassesService,
    private readonly store: ClassLiveStore,
  ) {}

  async live(viewer: Viewer, classId: string): Promise<ClassLiveResponse> {
    const { name } = await this.classes.managed(viewer, classId);
    const rows = await this.store.students(classId, LIVE_WINDOW_MINUTES);
    return {
      success: true,
      classId,
      className: name,
      windowMinutes: LIVE_WINDOW_MINUTES,
      generatedAt: new Date().toISOString(),
      students: rows.map((row) => ({
        id: row.id,
        name: row.name,
        lastActivityAt: row.last_activity_at.toISOString(),
        latestQuestion:
          row.question_id === null
            ? null
            : {
                id: row.question_id,
                conversationId: row.conversation_id!,
                text: row.question_text!,
                status: row.question_status!,
                askedAt: row.asked_at!.toISOString(),
              },
        questionsInWindow: row.questions_in_window,
        waitingEscalations: row.waiting_escalations,
        stuck: row.stuck,
      })),
    };
  }
}
