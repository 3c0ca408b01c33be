import { Schema } from 'mongoose';
import {
  DOCUMENT_DRAFT_STATUSES,
  DRAFT_DESCRIPTION_MAX,
  DRAFT_OUTLINE_MAX,
  DRAFT_TITLE_MAX,
  type DraftSection,
} from '@lexa/common';
import { entitySchema, typed, type RecordOf } from '../../storage/entity';

const sectionSchema = new Schema(
  {
    heading: { type: String, required: true, maxlength: 200 },
    body: { type: String, required: true, maxlength: 20_000 },
  },
  { _id: false, strict: 'throw' },
);

/** A client's drafted document (signed-in spec §3 "Document draft"): brief -> outline (editable) -> final draft. */
export const documentDraftSchema = entitySchema({
  clientId: { type: String, required: true },
  title: { type: String, required: true, trim: true, maxlength: DRAFT_TITLE_MAX },
  description: { type: String, required: true, maxlength: DRAFT_DESCRIPTION_MAX },
  outline: { type: String, default: '', maxlength: DRAFT_OUTLINE_MAX },
  /** Which outline variant was generated last; a regeneration asks for the next one. */
  outlineVariant: { type: Number, default: 0, min: 0 },
  /** The final draft by section (the PDF and DOCX are rendered from these) and as one text, written together. */
  sections: typed<DraftSection[]>({ type: [sectionSchema], default: [] }),
  finalDraft: { type: String, default: null },
  status: { type: String, enum: DOCUMENT_DRAFT_STATUSES, default: 'generating' },
  error: { type: String, default: null, maxlength: 1000 },
});
documentDraftSchema.index({ clientId: 1, createdAt: -1 });
documentDraftSchema.index({ status: 1 });

export type DocumentDraftRecord = RecordOf<typeof documentDraftSchema>;
