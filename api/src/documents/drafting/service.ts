import {
  documentDraftSchema,
  type DocumentDraft,
  type DocumentDraftPage,
  type DocumentDraftStatus,
  type DraftSection,
} from '@lexa/common';
import { parseOutline } from '../../assistant/outline';
import type { AssistantProvider, DraftBrief } from '../../assistant/provider';
import { HttpError, notFound } from '../../http/errors';
import type { Logger } from '../../platform/logger';
import { toPage, type Paging } from '../../platform/paging';
import type { DocumentDraftRecord } from './document-draft.schema';
import { draftText } from './render';
import type { DocumentDraftRepository } from './repository';

export interface DocumentDraftDependencies {
  drafts: DocumentDraftRepository;
  assistant: AssistantProvider;
  logger: Logger;
}

const OUTLINE_FAILED = 'The outline could not be generated. Please try again.';
const DRAFT_FAILED = 'The draft could not be completed. Please try again.';
const INTERRUPTED = 'Drafting was interrupted. Please try again.';

/** Drafts whose outline the client may still revise, edit or approve. */
const EDITABLE: DocumentDraftStatus[] = ['outline_ready', 'draft_ready'];
/** What a changed outline makes obsolete. */
const NO_DRAFT = { sections: [], finalDraft: null, error: null };

const toDocumentDraft = (record: DocumentDraftRecord): DocumentDraft => documentDraftSchema.parse(record);

/**
 * Draft a Document (signed-in spec §2.2, §4): a brief becomes an outline, which the client may regenerate or edit;
 * completing it drafts one section per outline section, under the client's headings and in their order. Each step is
 * an atomic status transition, so two tabs cannot complete or regenerate the same draft at once.
 */
export class DocumentDraftService {
  constructor(private readonly deps: DocumentDraftDependencies) {}

  async create(clientId: string, brief: DraftBrief): Promise<DocumentDraft> {
    const { drafts, assistant } = this.deps;
    const draft = await drafts.create({ clientId, ...brief });
    let outline: string;
    try {
      outline = await assistant.outlineDocument({ ...brief, variant: 0 });
    } catch (error) {
      this.deps.logger.warn({ err: error, draftId: draft.id }, 'outline generation failed');
      await drafts.delete(clientId, draft.id);
      throw new HttpError(502, 'ASSISTANT_UNAVAILABLE', OUTLINE_FAILED);
    }
    return toDocumentDraft(
      await this.step(clientId, draft.id, ['generating'], { status: 'outline_ready', outline, outlineVariant: 0 }),
    );
  }

  async list(clientId: string, paging: Paging): Promise<DocumentDraftPage> {
    const [records, total] = await this.deps.drafts.listForClient(clientId, toPage(paging));
    return { drafts: records.map(toDocumentDraft), total, ...paging };
  }

  async get(clientId: string, id: string): Promise<DocumentDraft> {
    return toDocumentDraft(await this.own(clientId, id));
  }

  /** The next outline variant, different from the one the client has; a finished draft goes back to its outline. */
  async regenerateOutline(clientId: string, id: string): Promise<DocumentDraft> {
    const claimed = await this.claim(clientId, id, EDITABLE, 'generating');
    const variant = claimed.outlineVariant + 1;
    let outline: string;
    try {
      outline = await this.deps.assistant.outlineDocument({
        title: claimed.title,
        description: claimed.description,
        variant,
        previous: claimed.outline,
      });
    } catch (error) {
      this.deps.logger.warn({ err: error, draftId: id }, 'outline regeneration failed');
      await this.deps.drafts.transition(clientId, id, ['generating'], { $set: { status: claimed.status } });
      throw new HttpError(502, 'ASSISTANT_UNAVAILABLE', OUTLINE_FAILED);
    }
    return toDocumentDraft(
      await this.step(clientId, id, ['generating'], {
        status: 'outline_ready',
        outline,
        outlineVariant: variant,
        ...NO_DRAFT,
      }),
    );
  }

  /** The client's edited outline; a finished draft made from the old one is discarded. */
  async updateOutline(clientId: string, id: string, outline: string): Promise<DocumentDraft> {
    const updated = await this.deps.drafts.transition(clientId, id, EDITABLE, {
      $set: { outline, status: 'outline_ready', ...NO_DRAFT },
    });
    if (!updated) throw await this.unavailable(clientId, id);
    return toDocumentDraft(updated);
  }

  async complete(clientId: string, id: string): Promise<DocumentDraft> {
    const claimed = await this.claim(clientId, id, EDITABLE, 'drafting');
    const outline = parseOutline(claimed.outline);
    let sections: DraftSection[];
    try {
      if (!outline.length) throw new HttpError(400, 'VALIDATION_FAILED', 'The outline has no sections to draft');
      sections = await this.deps.assistant.draftDocument({
        title: claimed.title,
        description: claimed.description,
        sections: outline,
      });
      // The port promises the client's headings in order; a provider that breaks the promise does not reach the client.
      if (
        sections.length !== outline.length ||
        sections.some((section, index) => section.heading !== outline[index]!.heading)
      ) {
        throw new Error('The drafted sections do not match the outline');
      }
    } catch (error) {
      const failure = error instanceof HttpError ? error : new HttpError(502, 'ASSISTANT_UNAVAILABLE', DRAFT_FAILED);
      if (!(error instanceof HttpError)) this.deps.logger.warn({ err: error, draftId: id }, 'drafting failed');
      await this.deps.drafts.transition(clientId, id, ['drafting'], {
        $set: { status: 'outline_ready', error: failure.message },
      });
      throw failure;
    }
    return toDocumentDraft(
      await this.step(clientId, id, ['drafting'], {
        status: 'draft_ready',
        sections,
        finalDraft: draftText(claimed.title, sections),
      }),
    );
  }

  async delete(clientId: string, id: string): Promise<void> {
    if (!(await this.deps.drafts.delete(clientId, id))) throw notFound('Draft');
  }

  /** A finished draft, for the PDF and DOCX downloads. */
  async finished(clientId: string, id: string): Promise<DocumentDraftRecord> {
    const draft = await this.own(clientId, id);
    if (draft.status !== 'draft_ready' || !draft.sections.length)
      throw new HttpError(409, 'CONFLICT', 'The draft is not complete yet');
    return draft;
  }

  /**
   * On start: a completion cut short goes back to its outline; a regeneration cut short keeps the outline it had; a
   * new draft whose outline never came back is removed (its creation was never answered).
   */
  async recover(): Promise<void> {
    const { drafts } = this.deps;
    for (const draft of await drafts.listInterrupted()) {
      if (draft.status === 'drafting')
        await drafts.update(draft.id, ['drafting'], { $set: { status: 'outline_ready', error: INTERRUPTED } });
      else if (draft.outline)
        await drafts.update(draft.id, ['generating'], {
          $set: { status: draft.finalDraft ? 'draft_ready' : 'outline_ready' },
        });
      else await drafts.remove(draft.id);
    }
  }

  private async own(clientId: string, id: string): Promise<DocumentDraftRecord> {
    const draft = await this.deps.drafts.findForClient(clientId, id);
    if (!draft) throw notFound('Draft');
    return draft;
  }

  /** Moves an editable draft into a working status, or says why it cannot. */
  private async claim(
    clientId: string,
    id: string,
    from: DocumentDraftStatus[],
    to: DocumentDraftStatus,
  ): Promise<DocumentDraftRecord> {
    const before = await this.own(clientId, id);
    const claimed = await this.deps.drafts.transition(clientId, id, from, { $set: { status: to, error: null } });
    if (!claimed) throw await this.unavailable(clientId, id);
    // The status it had, so a failure can put it back.
    return { ...claimed, status: before.status };
  }

  private async step(
    clientId: string,
    id: string,
    from: DocumentDraftStatus[],
    changes: Partial<DocumentDraftRecord>,
  ): Promise<DocumentDraftRecord> {
    const updated = await this.deps.drafts.transition(clientId, id, from, { $set: changes });
    // Only a delete in the meantime takes a draft out of its working status.
    if (!updated) throw notFound('Draft');
    return updated;
  }

  private async unavailable(clientId: string, id: string): Promise<HttpError> {
    const draft = await this.own(clientId, id);
    return new HttpError(
      409,
      'CONFLICT',
      `This draft is busy (${draft.status === 'drafting' ? 'creating the draft' : 'creating the outline'}). Please wait a moment.`,
    );
  }
}
