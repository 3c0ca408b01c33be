import { reviewDocumentOffline } from './review-checklist';

const FRANCHISE = `FRANCHISE AGREEMENT

This Franchise Agreement is entered into as of June 1, 2021 by and between Sunny Bowl Franchising LLC ("Franchisor") and Alvarez Foods Inc. ("Franchisee").

1. GRANT. Franchisor grants Franchisee a non-exclusive license to use the Marks solely at the Location.
2. TERM. The term is ten (10) years. The agreement renews for one further term unless either party gives written notice of non-renewal at least one hundred eighty (180) days before the end of the term.
3. FEES. Franchisee shall pay a royalty of 6% of Gross Sales, payable monthly by the 10th day of each month.
4. RECORDS. Franchisor may audit the books and records of Franchisee upon ten days notice; if an underpayment of more than 2% is found, Franchisee bears the audit cost.
5. INSURANCE. Franchisee shall maintain commercial general liability insurance of not less than $2,000,000 per occurrence.
6. COVENANTS. During the term and for two (2) years after, Franchisee shall not own or operate any competing business anywhere within twenty-five miles of any Sunny Bowl restaurant. Franchisee shall not solicit or hire any employee of Franchisor for twelve (12) months after termination.
7. TRANSFER. Franchisee may not assign this Agreement without the prior written consent of Franchisor, which Franchisor may withhold in its sole discretion. A change of control of Franchisee is deemed an assignment.
8. THIS AGREEMENT SHALL BE INTERPRETED AND CONTROLLED BY THE LAWS OF THE STATE OF TEXAS. Any dispute shall be resolved by arbitration in Dallas.
9. NOTICES. All notices shall be in writing and delivered by courier to the addresses above.`;

const HOSTING = `Hosting Services Agreement

Made on March 3, 2023 between CloudNest Inc. ("Provider") and Brightline Media LLC ("Customer").
Provider will host the Customer Website and provide 99.9% availability. Customer shall pay the fees in each invoice within thirty (30) days.
Provider warrants that the Services will be performed in a workmanlike manner for a period of ninety (90) days after acceptance.
Provider's total liability shall not exceed the fees paid in the twelve (12) months before the claim. The foregoing limitation shall not apply to a party's indemnification obligations or breach of confidentiality.
Either party may terminate this Agreement for convenience on sixty (60) days written notice.
Each party shall keep the other's Confidential Information confidential; information that is publicly available is excluded.
Provider shall offer Customer pricing no less favorable than the pricing offered to any other customer for comparable services.
The laws of California shall govern this Agreement.`;

const SUPPLY = `SUPPLY AGREEMENT

This Supply Agreement is dated January 5, 2022 between Ferro Parts GmbH ("Supplier") and Delta Machines Corp. ("Buyer").
Buyer shall purchase all of its requirements of the Products exclusively from Supplier during the term. Buyer will pay the purchase price within 45 days of invoice.
Supplier shall indemnify and hold Buyer harmless from third-party claims arising from defective Products.
If Supplier fails to deliver on time, Supplier shall pay liquidated damages of 1% of the order value per week of delay.
This Agreement is governed by the laws of the State of New York.`;

/** An English-law outsourcing contract: its own idioms for evergreen terms, carve-outs, staff and caps. */
const OUTSOURCING = `OUTSOURCING AGREEMENT

THIS AGREEMENT is dated 3 March 2021 between Kestrel Claims Limited (the "Customer") and Lumen Operations Limited (the "Supplier").
1. This agreement shall continue for an initial period of three years and shall then continue unless and until either party gives the other not less than six months' written notice to terminate.
2. The Customer shall pay the Charges monthly in arrears within 30 days of receipt of a valid invoice.
3. Neither party shall, during the term and for nine months afterwards, employ or seek to employ any person who has worked on the Services.
4. Nothing in this agreement limits or excludes either party's liability for fraud or for death or personal injury caused by negligence.
5. Subject to clause 4, each party's total liability shall in no circumstances exceed the Charges paid in the preceding twelve months.
6. The Supplier shall maintain professional indemnity insurance of not less than £5,000,000.
7. Until the Services have been transferred back, the Supplier shall not design or operate claims platforms for any other insurer during the term.
8. This agreement is governed by the law of England and Wales. Any proceedings shall be brought only in the courts of London.`;

const byKey = (review: ReturnType<typeof reviewDocumentOffline>) =>
  new Map(review.items.map((item) => [item.key, item]));

describe('offline review: clause families and risk levels', () => {
  it('names franchise, hosting and supply agreements by their title', () => {
    expect(reviewDocumentOffline(FRANCHISE).documentType).toBe('Franchise agreement');
    expect(reviewDocumentOffline(HOSTING).documentType).toBe('Hosting agreement');
    expect(reviewDocumentOffline(SUPPLY).documentType).toBe('Supply agreement');
  });

  it('finds the clause families in any wording and casing, each quoting its clause', () => {
    const items = byKey(reviewDocumentOffline(FRANCHISE));
    for (const key of [
      'parties',
      'dates',
      'term-termination',
      'renewal-notice',
      'payment',
      'license-grant',
      'audit-rights',
      'insurance',
      'non-compete',
      'non-solicit',
      'anti-assignment',
      'change-of-control',
      'governing-law',
      'dispute-resolution',
      'notices',
    ]) {
      expect(items.get(key)?.status).toBe('found');
      expect(items.get(key)?.snippet).toBeTruthy();
    }
    expect(items.get('governing-law')!.finding).toBe('Governed by the laws of TEXAS.');
    expect(items.get('governing-law')!.snippet).toContain('CONTROLLED BY THE LAWS OF THE STATE OF TEXAS');
    const hosting = byKey(reviewDocumentOffline(HOSTING));
    expect(hosting.get('governing-law')!.finding).toBe('Governed by the laws of California.');
    for (const key of [
      'warranties',
      'warranty-duration',
      'termination-for-convenience',
      'most-favoured-nation',
      'uncapped-liability',
      'liability-cap',
    ])
      expect(hosting.get(key)?.status).toBe('found');
    const supply = byKey(reviewDocumentOffline(SUPPLY));
    for (const key of ['exclusivity', 'indemnity', 'penalty', 'governing-law']) expect(supply.has(key)).toBe(true);
  });

  it('gives each finding a risk level that follows the clause', () => {
    const franchise = byKey(reviewDocumentOffline(FRANCHISE));
    expect(franchise.get('anti-assignment')!.riskLevel).toBe('high');
    expect(franchise.get('renewal-notice')!.riskLevel).toBe('medium');
    expect(franchise.get('insurance')!.riskLevel).toBe('low');
    expect(franchise.get('notices')!.riskLevel).toBe('low');
    const hosting = byKey(reviewDocumentOffline(HOSTING));
    expect(hosting.get('termination-for-convenience')!.riskLevel).toBe('low');
    expect(hosting.get('warranty-duration')!.riskLevel).toBe('medium');
    expect(hosting.get('uncapped-liability')!.riskLevel).toBe('high');
    const levels = new Set([...franchise.values(), ...hosting.values()].map((item) => item.riskLevel));
    expect(levels).toEqual(new Set(['low', 'medium', 'high']));
  });

  it('claims no IP ownership where the contract has none, and lists missing protections after the findings', () => {
    const supply = reviewDocumentOffline(SUPPLY);
    const keys = supply.items.map((item) => item.key);
    expect(supply.items.find((item) => item.key === 'intellectual-property')?.status ?? 'missing').toBe('missing');
    expect(byKey(reviewDocumentOffline(HOSTING)).get('intellectual-property')?.status).not.toBe('found');
    const firstMissing = supply.items.findIndex((item) => item.status === 'missing');
    expect(supply.items.slice(firstMissing).every((item) => item.status === 'missing')).toBe(true);
    expect(keys).toContain('liability-cap');
  });

  it('reads English-law idioms: evergreen terms, "nothing limits" carve-outs, staff clauses, proceedings brought only in', () => {
    const outsourcing = byKey(reviewDocumentOffline(OUTSOURCING));
    const expected =
      'renewal-notice non-solicit uncapped-liability liability-cap insurance non-compete dispute-resolution';
    expect(expected.split(' ').filter((key) => outsourcing.get(key)?.status !== 'found')).toEqual([]);
    expect(outsourcing.get('renewal-notice')!.riskLevel).toBe('medium');
    expect(outsourcing.get('uncapped-liability')!.riskLevel).toBe('medium');
    // "Professional indemnity insurance" is insurance, not an indemnity.
    expect(outsourcing.get('indemnity')?.status).not.toBe('found');
  });

  it('gives the same report whether the text came laid out as PDF lines or DOCX paragraphs', () => {
    const docx = HOSTING.split('\n').join('\n\n');
    const pdf = `${HOSTING.replace(/(.{60,80}?) /g, '$1\n')}\n\nPage 1 of 1`;
    expect(reviewDocumentOffline(pdf)).toEqual(reviewDocumentOffline(docx));
  });
});
