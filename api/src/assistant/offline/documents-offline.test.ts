import { formatOutline, parseOutline, sameOutline } from '../outline';
import { chooseTemplate, draftDocumentOffline, outlineDocumentOffline } from './drafting/offline-drafter';
import { reviewDocumentOffline } from './review-checklist';

describe('outline text', () => {
  it('reads numbered headings with their notes, in order', () => {
    const outline =
      'Mutual NDA\n\n1. Parties\n   - Acme and Beta\n3) Term:\n  • Two years\n  3.1 Renewal by agreement\n\n## 2. Governing Law\nDelaware';
    expect(parseOutline(outline)).toEqual([
      { heading: 'Parties', notes: ['Acme and Beta'] },
      { heading: 'Term', notes: ['Two years', '3.1 Renewal by agreement'] },
      { heading: 'Governing Law', notes: ['Delaware'] },
    ]);
    expect(formatOutline(parseOutline(outline))).toBe(
      '1. Parties\n   - Acme and Beta\n\n2. Term\n   - Two years\n   - 3.1 Renewal by agreement\n\n3. Governing Law\n   - Delaware',
    );
  });

  it('reads an outline without numbers as one heading per line, bullets as notes', () => {
    expect(parseOutline('Scope\n- what is delivered\nFees\n\nOwnership')).toEqual([
      { heading: 'Scope', notes: ['what is delivered'] },
      { heading: 'Fees', notes: [] },
      { heading: 'Ownership', notes: [] },
    ]);
    expect(sameOutline('1. Scope\n- a', '1.   Scope\n\n   -   a\n')).toBe(true);
  });
});

describe('offline review checklist', () => {
  const RISKY = [
    'EMPLOYMENT AGREEMENT between Initech LLC (the Employer) and the Employee, dated as of the Effective Date: ________.',
    'The Employee shall receive a salary of $90,000 per year, paid monthly.',
    'The Employer may terminate this Agreement at any time without cause. The Employer reserves the right to modify these terms at any time in its sole discretion.',
    'For three (3) years after termination the Employee shall not directly or indirectly compete with the Employer anywhere in the world.',
    'If the Employee breaches this Agreement, the Employee shall pay liquidated damages of $50,000.',
    'The Employee waives any right to a trial by jury. The Employer may assign this Agreement without the consent of the Employee.',
  ].join('\n\n');

  it('flags every risky clause with the sentence it rests on', () => {
    const review = reviewDocumentOffline(RISKY);
    const risks = review.items.filter((item) => item.status === 'risk').map((item) => item.key);
    expect(risks).toEqual(
      expect.arrayContaining([
        'dates',
        'unilateral-amendment',
        'broad-non-compete',
        'one-sided-termination',
        'penalty',
        'waiver-of-rights',
        'assignment-without-consent',
      ]),
    );
    expect(review.items.find((item) => item.key === 'broad-non-compete')!.snippet).toBe(
      'For three (3) years after termination the Employee shall not directly or indirectly compete with the Employer anywhere in the world.',
    );
    expect(review.riskLevel).toBe('high');
    expect(review.documentType).toBe('Employment agreement or offer letter');
    expect(review.recommendations[0]).toMatch(/^(One-sided changes|Broad non-compete)/);
  });

  it('does not flag a narrow non-compete or mutual termination', () => {
    const review = reviewDocumentOffline(
      'Services agreement between Globex Corporation and Hooli Inc. Either party may terminate at any time for convenience on 30 days notice. The Contractor shall not compete with the Client in Ohio for six (6) months.',
    );
    const keys = review.items.map((item) => item.key);
    expect(keys).not.toContain('broad-non-compete');
    expect(keys).not.toContain('one-sided-termination');
  });
});

describe('offline drafting', () => {
  it('chooses the template from the brief, the title counting double', () => {
    expect(chooseTemplate('NDA', 'for our hiring process').id).toBe('nda');
    expect(chooseTemplate('Terms of service', 'for our services marketplace').id).toBe('terms-of-service');
    expect(chooseTemplate('Memo', 'two neighbours sharing a driveway').id).toBe('general');
  });

  it('writes three different outline variants and never repeats the one given', () => {
    const brief = { title: 'Office lease', description: 'Lease of an office from our landlord for $3,000 per month' };
    const variants = [0, 1, 2].map((variant) => outlineDocumentOffline({ ...brief, variant }));
    expect(new Set(variants).size).toBe(3);
    expect(outlineDocumentOffline({ ...brief, variant: 0, previous: variants[0] })).toBe(variants[1]);
    expect(variants[0]).toContain('Monthly rent: $3,000');
  });

  it("keeps the client's headings and order, and marks what a section without notes still needs", () => {
    const sections = [
      { heading: 'Rent', notes: ['Paid by the 5th of each month'] },
      { heading: 'Parking Spaces', notes: [] },
      { heading: 'Parties', notes: [] },
    ];
    const draft = draftDocumentOffline({ title: 'Lease', description: 'Office lease', sections });
    expect(draft.map((section) => section.heading)).toEqual(['Rent', 'Parking Spaces', 'Parties']);
    expect(draft[0]!.body).toContain('The Tenant shall pay rent of [Amount] per month');
    expect(draft[0]!.body).toContain('The Parties further agree as follows: Paid by the 5th of each month.');
    expect(draft[1]!.body).toContain('parking spaces');
    expect(draft[1]!.body).toContain('[Drafting note:');
  });
});
