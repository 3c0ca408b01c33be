import { describe, expect, it } from '@jest/globals';
import { fallbackPrefill, prefillFromAnalysis } from '../utils/analysis';
import { addFiles, fileSizeInMb } from '../utils/file-rules';
import { isStepComplete, stepCount } from '../utils/step-gates';
import { badgeName, chatSessionId, generatedPassword } from '../utils/visitor-identity';
import {
  EMPTY_FORM,
  fromDraftFormData,
  hasDraftContent,
  jurisdictionText,
  toDraftFormData,
  type WizardForm,
} from '../utils/wizard-form';

const form = (changes: Partial<WizardForm> = {}): WizardForm => ({ ...EMPTY_FORM, ...changes });
const file = (name: string, type = 'application/pdf', size = 10) => {
  const created = new File(['x'], name, { type });
  Object.defineProperty(created, 'size', { value: size });
  return created;
};

describe('step gates', () => {
  it('counts six steps for visitors and five for clients', () => {
    expect(stepCount(false)).toBe(6);
    expect(stepCount(true)).toBe(5);
  });

  it.each([
    [1, { initialInput: ' 1234567890 ' }, false],
    [1, { initialInput: '12345678901' }, true],
    [2, { title: 'T', category: 'Other', description: `${'x'.repeat(20)}   ` }, false],
    [2, { title: ' ', category: 'Other', description: 'x'.repeat(21) }, false],
    [2, { title: 'T', category: '', description: 'x'.repeat(21) }, false],
    [2, { title: 'T', category: 'Other', description: 'x'.repeat(21) }, true],
    [3, { jurisdiction: '  ' }, false],
    [3, { jurisdiction: 'Texas' }, true],
    [3, { jurisdictionNotApplicable: true }, true],
    [4, {}, true],
    [4, { timeline: '' }, false],
    [4, { scope: '' }, false],
    [5, {}, false],
    [5, { budget: 'Under $200' }, true],
    [6, { submitName: 'Ada', submitEmail: 'ada.example.com' }, false],
    [6, { submitName: ' ', submitEmail: 'ada@example.com' }, false],
    [6, { submitName: 'Ada', submitEmail: '' }, false],
    [6, { submitName: 'Ada', submitEmail: 'ada@example.com' }, true],
  ] as const)('step %i with %j is complete: %s', (step, changes, complete) => {
    expect(isStepComplete(step, form(changes as Partial<WizardForm>))).toBe(complete);
  });
});

describe('analysis prefill', () => {
  it('cuts the fallback title at 50 characters and marks the cut', () => {
    expect(fallbackPrefill('x'.repeat(51))).toEqual({
      title: `${'x'.repeat(50)}...`,
      category: 'Other',
      description: 'x'.repeat(51),
    });
    expect(fallbackPrefill('x'.repeat(50)).title).toBe('x'.repeat(50));
  });

  it('keeps a known category, turns an unknown one into Other, and refuses an incomplete answer', () => {
    const answer = { suggestedTitle: 'T', suggestedCategory: 'Real Estate', enhancedDescription: 'D' };
    expect(prefillFromAnalysis(answer)).toEqual({ title: 'T', category: 'Real Estate', description: 'D' });
    expect(prefillFromAnalysis({ ...answer, suggestedCategory: 'Space Law' }).category).toBe('Other');
    expect(() => prefillFromAnalysis({ suggestedTitle: 'T' } as never)).toThrow();
  });

  it('preselects the urgent timeline only when the analysis says urgent', () => {
    const answer = { suggestedTitle: 'T', suggestedCategory: 'Other', enhancedDescription: 'D' };
    expect(prefillFromAnalysis({ ...answer, suggestedPriority: 'urgent' }).timeline).toBe('today');
    expect(prefillFromAnalysis({ ...answer, suggestedPriority: 'high' })).not.toHaveProperty('timeline');
  });
});

describe('file rules', () => {
  it('keeps accepted files, rejects others with their reason and drops repeated names', () => {
    const kept = file('a.pdf');
    const selection = addFiles(
      [kept],
      [
        file('a.pdf'),
        file('b.txt', ''),
        file('c.exe', 'application/x-msdownload'),
        file('d.doc', '', 11 * 1024 * 1024),
        file('b.txt', 'text/plain'),
      ],
    );
    expect(selection.files.map((picked) => picked.name)).toEqual(['a.pdf', 'b.txt']);
    expect(selection.added).toBe(1);
    expect(selection.duplicates).toBe(true);
    expect(selection.rejections).toEqual([
      {
        title: 'Invalid file type',
        description: 'c.exe is not a supported file type. Only PDF, DOC, DOCX, and TXT files are allowed.',
      },
      { title: 'File too large', description: 'd.doc is larger than 10MB. Please choose a smaller file.' },
    ]);
  });

  it('shows sizes in MB', () => {
    expect(fileSizeInMb(1024 * 1024 * 1.5)).toBe('1.50 MB');
  });
});

describe('visitor identity', () => {
  it("shares the chat widget's session id, created once", () => {
    const created = chatSessionId();
    expect(created).toMatch(/^session_\d{13}/);
    expect(localStorage.getItem('lexaSessionId')).toBe(created);
    expect(chatSessionId()).toBe(created);
  });

  it('generates a fresh 16-character password of two 8-character parts', () => {
    const passwords = new Set(Array.from({ length: 20 }, generatedPassword));
    expect(passwords.size).toBe(20);
    for (const password of passwords) expect(password).toMatch(/^[a-z0-9]{16}$/);
  });

  it('names the badge by first name, else the local part of the e-mail', () => {
    expect(badgeName({ firstName: 'Ada', email: 'x@y.z' })).toBe('Ada');
    expect(badgeName({ firstName: ' ', email: 'ada.king@example.com' })).toBe('ada.king');
  });
});

describe('draft form data', () => {
  it('records picked files by name only and restores nothing unknown', () => {
    const data = toDraftFormData(form({ title: 'T', files: [file('a.pdf', 'application/pdf', 42)] }));
    expect(data.files).toEqual([{ name: 'a.pdf', size: 42, type: 'application/pdf' }]);
    expect(fromDraftFormData({ ...data, category: 'Nope', timeline: 'someday', password: 'secret' } as never)).toEqual(
      form({ title: 'T' }),
    );
  });

  it('has content once input, title or description is filled', () => {
    expect(hasDraftContent(form({ jurisdiction: 'Texas', submitName: 'Ada' }))).toBe(false);
    expect(hasDraftContent(form({ description: 'x' }))).toBe(true);
  });

  it('shows a jurisdiction that is not tied to one place', () => {
    expect(jurisdictionText(form({ jurisdiction: ' Texas ' }))).toBe('Texas');
    expect(jurisdictionText(form({ jurisdictionNotApplicable: true }))).toBe('Not tied to specific jurisdiction');
  });
});
