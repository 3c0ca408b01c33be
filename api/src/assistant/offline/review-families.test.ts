import { reviewDocumentOffline } from './review-checklist';
import { periodInDays, periodNear } from './clause-families';

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

  /** Each family in the common ways drafters write it (casing, passive voice, other verbs), and its look-alikes. */
  it('finds each clause family in its common wordings and keeps the look-alikes out', () => {
    const RISK_FAMILY: Record<string, string> = {
      'unlimited-liability': 'uncapped-liability',
      'broad-non-compete': 'non-compete',
      'one-sided-termination': 'termination-for-convenience',
    };
    const keysOf = (clause: string) =>
      new Set(
        reviewDocumentOffline(
          `SERVICES AGREEMENT\nThis Agreement is made on May 1, 2024 between Alder Works Inc. ("Provider") and Birch Retail LLC ("Client").\n${clause}`,
        )
          .items.filter((item) => item.status !== 'missing')
          .map((item) => RISK_FAMILY[item.key] ?? item.key),
      );
    const found: [string, string][] = [
      [
        'termination-for-convenience',
        "Client may terminate this Agreement at any time without cause upon thirty (30) days' written notice.",
      ],
      [
        'termination-for-convenience',
        "This Agreement may be terminated by Client for convenience upon sixty (60) days' notice.",
      ],
      [
        'termination-for-convenience',
        'Either party may terminate this Agreement for any reason or no reason upon ninety (90) days written notice to the other.',
      ],
      [
        'termination-for-convenience',
        'Client reserves the right to cancel this Agreement, in whole or in part, at any time and at its sole discretion, upon fifteen (15) days notice.',
      ],
      [
        'termination-for-convenience',
        'Client may, at its option, terminate this Agreement without cause by giving thirty days notice.',
      ],
      [
        'termination-for-convenience',
        'This Agreement may be terminated by either party at any time, with or without cause, on thirty (30) days prior written notice.',
      ],
      [
        'termination-for-convenience',
        'Client shall have the right to terminate this Agreement at will upon written notice to Provider.',
      ],
      [
        'termination-for-convenience',
        "Notwithstanding anything to the contrary, Client may terminate any Statement of Work for its convenience upon ten (10) business days' notice.",
      ],
      [
        'termination-for-convenience',
        'Client may at any time, by written notice, terminate all or any part of the Services for its own convenience.',
      ],
      [
        'termination-for-convenience',
        'Client may elect to end this Agreement at any time upon 30 days notice without stating a reason.',
      ],
      [
        'termination-for-convenience',
        "Either party may terminate this Agreement without penalty on sixty days' notice.",
      ],
      ['warranty-duration', 'Provider warrants the Services for a period of ninety (90) days after completion.'],
      ['warranty-duration', 'The Warranty Period shall be twelve (12) months from acceptance.'],
      [
        'warranty-duration',
        'Provider warrants that the Products will be free from defects in materials and workmanship for one (1) year from the date of delivery.',
      ],
      ['warranty-duration', 'Provider shall remedy any defect notified to it within six months after delivery.'],
      [
        'warranty-duration',
        'For eighteen (18) months after installation, Provider shall repair or replace any defective part at no charge.',
      ],
      ['warranty-duration', 'The foregoing warranty shall expire twelve (12) months after the date of shipment.'],
      ['warranty-duration', 'The warranty shall remain in effect for twenty-four (24) months following installation.'],
      ['warranty-duration', 'Provider guarantees the work against defects for two (2) years after completion.'],
      [
        'renewal-notice',
        'This Agreement shall automatically renew for successive one-year terms unless either party gives notice of non-renewal at least sixty (60) days before expiration.',
      ],
      [
        'renewal-notice',
        'Client may renew this Agreement for one additional term of two (2) years by giving Provider written notice at least ninety (90) days before the end of the Initial Term.',
      ],
      [
        'renewal-notice',
        'Client shall have the right to extend the Term for two further periods of one (1) year each. To exercise such right, Client shall notify Provider in writing no later than sixty (60) days prior to the expiration of the then-current Term.',
      ],
      [
        'renewal-notice',
        "The Term will renew automatically each year unless terminated by either party on ninety (90) days' notice before the anniversary date.",
      ],
      [
        'renewal-notice',
        'Provider shall have the option to renew this Agreement for an additional three-year term, exercisable by written notice delivered not less than 6 months before the Expiration Date.',
      ],
      [
        'non-compete',
        'During the Term and for two (2) years thereafter, Provider shall not engage in any business that competes with Client.',
      ],
      [
        'non-compete',
        'Provider agrees that it will not, during the Term, provide services to any competitor of Client.',
      ],
      [
        'non-compete',
        'For twelve (12) months after termination, Provider shall not directly or indirectly sell or promote any product that competes with the Products.',
      ],
      [
        'non-compete',
        'Provider shall refrain from endorsing any competing brand during the Term and for six months thereafter.',
      ],
      [
        'non-compete',
        'Provider covenants that it will not represent, promote or sell any products competitive with the Products in the Territory.',
      ],
      ['anti-assignment', 'Neither party may assign this Agreement without the prior written consent of the other.'],
      [
        'anti-assignment',
        "Provider shall not assign, transfer or subcontract any of its rights or obligations under this Agreement without Client's prior written consent.",
      ],
      ['anti-assignment', 'This Agreement may not be assigned by either party without the consent of the other party.'],
      ['anti-assignment', 'No assignment of this Agreement shall be valid without the written consent of Client.'],
      ['anti-assignment', 'The rights granted to Client hereunder are personal to Client and are not transferable.'],
      ['anti-assignment', 'Any attempt by Provider to assign this Agreement without consent shall be null and void.'],
      ['anti-assignment', "Provider's rights and obligations under this Agreement may not be transferred or assigned."],
      ['anti-assignment', 'This Agreement and the rights granted hereunder may not be transferred.'],
      [
        'most-favoured-nation',
        'Provider shall extend to Client the most favourable pricing offered to any other customer.',
      ],
      [
        'most-favoured-nation',
        'If at any time Provider offers any customer prices lower than those charged to Client, Provider shall offer such lower prices to Client.',
      ],
      [
        'most-favoured-nation',
        'The prices charged to Client shall be no less favorable than those charged to any other customer purchasing similar volumes.',
      ],
      [
        'most-favoured-nation',
        'Provider warrants that the prices hereunder are the lowest prices it charges to any customer for similar quantities.',
      ],
      [
        'most-favoured-nation',
        'Should Provider grant better terms to a third party for comparable services, Client shall be entitled to the same terms.',
      ],
      [
        'most-favoured-nation',
        'Provider shall not sell the Products to any other customer at a price lower than the price charged to Client.',
      ],
      [
        'uncapped-liability',
        'The limitations of liability in this Section shall not apply to breaches of confidentiality or indemnification obligations.',
      ],
      [
        'uncapped-liability',
        'The foregoing cap shall not apply to liability arising from gross negligence or wilful misconduct.',
      ],
      [
        'uncapped-liability',
        "Nothing in this Agreement limits either party's liability for death or personal injury caused by its negligence.",
      ],
      [
        'uncapped-liability',
        "Provider's indemnification obligations are not subject to the limitation of liability in Section 10.",
      ],
      [
        'uncapped-liability',
        "Section 10.1 does not apply to Provider's obligations under Section 8 (Indemnification).",
      ],
      ['uncapped-liability', 'The exclusions and limitations set out above do not apply to claims for fraud.'],
      ['audit-rights', "Client may audit Provider's books and records relating to the Services once per year."],
      ['audit-rights', 'Provider shall permit Client or its auditors to inspect its records upon reasonable notice.'],
      [
        'audit-rights',
        'Client shall have the right, on reasonable notice, to examine the relevant books of account of Provider.',
      ],
      [
        'audit-rights',
        'Provider shall keep complete records of all fees and shall make them available for inspection by Client upon request.',
      ],
      [
        'audit-rights',
        'Client may, at its own expense, appoint an independent accountant to verify the royalty statements.',
      ],
      [
        'audit-rights',
        'Upon request, Client shall provide a usage report certified by an officer of Client confirming compliance with the license.',
      ],
      ['uncapped-liability', "Provider's liability for breach of Section 7 shall be unlimited."],
      [
        'warranty-duration',
        'Provider warrants the Equipment against defects for twenty-four months from installation.',
      ],
      ['warranty-duration', 'THE FOREGOING WARRANTY SHALL EXPIRE ONE (1) YEAR AFTER DELIVERY.'],
      ['exclusivity', 'Client appoints Provider as its exclusive provider of cleaning services in the Territory.'],
      ['exclusivity', 'During the Term, Client shall not engage any other provider for the Services.'],
      [
        'renewal-notice',
        'Either party may terminate this Agreement effective at the end of the Initial Term or any Renewal Term by giving the other party written notice at least thirty (30) days before the end of such term.',
      ],
      [
        'renewal-notice',
        'This Agreement will be renewed for successive one (1) year periods unless Client notifies Provider of its decision not to renew no later than sixty (60) days before the renewal date.',
      ],
      [
        'renewal-notice',
        'If Client wishes to extend the Term, Client shall give Provider written notice not less than ninety (90) days before the Expiration Date.',
      ],
      [
        'renewal-notice',
        'The Tenant may renew this lease for a further term of five years by giving notice to the Landlord not later than six months before the end of the term.',
      ],
      [
        'renewal-notice',
        'This Agreement shall renew for additional twelve-month terms unless cancelled in writing thirty days prior to the anniversary date.',
      ],
      [
        'non-compete',
        'The Consultant shall not, for a period of one year after termination, directly or indirectly engage in any business competitive with the Company within 50 miles.',
      ],
      [
        'non-compete',
        'During the term of this Agreement, Distributor shall not distribute, sell or promote products that compete with the Products.',
      ],
      [
        'non-compete',
        'Provider shall not, during the Term, carry on any business in competition with Client in the Territory.',
      ],
      [
        'non-compete',
        'The Executive covenants not to compete with the Company for eighteen months after the termination of employment.',
      ],
      [
        'non-compete',
        'Licensee shall not manufacture or sell any goods that are competitive with the Licensed Products.',
      ],
      [
        'anti-assignment',
        "Client shall not assign or otherwise transfer this Agreement, in whole or in part, without Provider's prior written consent.",
      ],
      ['anti-assignment', 'This Agreement is not assignable by Provider without the written consent of Client.'],
      [
        'anti-assignment',
        "Provider may not delegate or subcontract its obligations without Client's written approval.",
      ],
      ['anti-assignment', 'No party may assign any of its rights hereunder without the consent of the others.'],
      ['anti-assignment', 'The license granted herein is personal to Client and may not be sublicensed or assigned.'],
      [
        'most-favoured-nation',
        'Provider agrees that the pricing under this Agreement shall be at least as favourable as that offered to any of its other customers.',
      ],
      [
        'most-favoured-nation',
        'Provider shall give Client the benefit of any more favourable prices it grants to any other customer.',
      ],
      ['most-favoured-nation', 'The Licensee shall be entitled to most favoured licensee treatment.'],
      [
        'most-favoured-nation',
        "If Provider reduces its prices for any other customer for comparable services, it shall reduce Client's prices to match.",
      ],
      [
        'uncapped-liability',
        'The above limitations shall not apply in the case of gross negligence, fraud or wilful misconduct.',
      ],
      [
        'uncapped-liability',
        "THE LIMITATIONS IN THIS SECTION 9 SHALL NOT APPLY TO A PARTY'S INDEMNIFICATION OBLIGATIONS.",
      ],
      [
        'uncapped-liability',
        'Nothing in this clause excludes or limits liability for fraud or fraudulent misrepresentation.',
      ],
      [
        'uncapped-liability',
        'Notwithstanding the foregoing, the cap on liability shall not apply to breaches of Section 6 (Confidentiality).',
      ],
      ['uncapped-liability', "Provider's liability under its indemnity obligations shall be unlimited."],
      [
        'uncapped-liability',
        "The liability cap set forth above does not apply to damages caused by Provider's willful misconduct.",
      ],
      [
        'audit-rights',
        'Provider shall maintain accurate books and records and shall allow Client to audit them annually.',
      ],
      [
        'audit-rights',
        "Client shall be entitled to inspect Provider's facilities to confirm compliance with this Agreement.",
      ],
      [
        'audit-rights',
        'Upon reasonable notice, Provider shall grant Client access to its premises and records for the purpose of verifying compliance.',
      ],
      ['audit-rights', "Licensor may, no more than once a year, conduct an audit of Licensee's use of the Software."],
      ['termination-for-convenience', 'Client may cancel any order at any time before shipment upon written notice.'],
      [
        'termination-for-convenience',
        "Client may terminate this Agreement upon thirty (30) days' written notice to Provider for any reason whatsoever.",
      ],
      [
        'termination-for-convenience',
        "This Agreement is terminable by either party on sixty days' notice without cause.",
      ],
      [
        'termination-for-convenience',
        "Client can terminate the Services at its discretion by providing thirty days' notice.",
      ],
      ['warranty-duration', 'All warranties shall survive for a period of two (2) years after Closing.'],
      [
        'warranty-duration',
        'Provider warrants that the Software will perform substantially in accordance with the Documentation for ninety days after installation.',
      ],
      ['warranty-duration', 'Any claim under this warranty must be made within twelve months of delivery.'],
      ['warranty-duration', 'The Warranty Period is six (6) months.'],
      [
        'warranty-duration',
        'Defects appearing within one year after completion shall be repaired by Provider at its cost.',
      ],
      ['anti-assignment', 'This Agreement may be assigned only with the prior written consent of the other party.'],
      ['anti-assignment', 'Assignment of this Agreement by Provider is prohibited.'],
      ['anti-assignment', "Client's rights under this Agreement shall not be assignable."],
      ['anti-assignment', "Provider shall not, without Client's consent, assign this Agreement."],
      [
        'anti-assignment',
        'No rights or obligations under this Agreement may be assigned, transferred or delegated by Provider.',
      ],
      [
        'anti-assignment',
        "This contract and any rights hereunder are not transferable by Provider except with Client's written consent.",
      ],
      ['anti-assignment', 'Client may not sell, assign or otherwise transfer its interest in this Agreement.'],
      [
        'termination-for-convenience',
        "Client may end this Agreement early by giving Provider three months' written notice.",
      ],
      [
        'termination-for-convenience',
        'Client may terminate this Agreement without having to give any reason by providing thirty days notice.',
      ],
      [
        'termination-for-convenience',
        'Client may, in its sole discretion, terminate this Agreement upon sixty (60) days written notice.',
      ],
      ['termination-for-convenience', 'Client may terminate this Agreement for any or no reason upon written notice.'],
      [
        'termination-for-convenience',
        "After the first year, either party may terminate this Agreement on ninety days' notice to the other.",
      ],
      ['termination-for-convenience', 'Client has the right to terminate this Agreement for its convenience.'],
      ['termination-for-convenience', "Provider may opt out of this Agreement at any time on thirty days' notice."],
      [
        'non-compete',
        'During the Term, Provider shall not, directly or indirectly, own, manage, operate or control any business that competes with Client.',
      ],
      [
        'non-compete',
        'Employee agrees not to work for a competitor of the Company for one year following termination.',
      ],
      [
        'non-compete',
        'The Seller shall not carry on a competing business within the Territory for three years after Closing.',
      ],
      ['non-compete', 'The Franchisee shall not have any interest in a competitive business during the term.'],
      [
        'most-favoured-nation',
        'Supplier shall charge Buyer the lowest price at which it sells the Products to any other purchaser.',
      ],
      [
        'most-favoured-nation',
        'Provider warrants that the prices charged to Client are no higher than those charged to any similarly situated customer.',
      ],
      [
        'most-favoured-nation',
        'The Fees shall be no greater than the fees Provider charges its most favored customer.',
      ],
      [
        'uncapped-liability',
        "The limitations and exclusions of liability above shall not apply to Provider's obligations under Section 8.",
      ],
      [
        'uncapped-liability',
        'The cap in Section 10.2 shall not apply to (a) indemnification claims, (b) breach of confidentiality, or (c) gross negligence.',
      ],
      [
        'uncapped-liability',
        "Provider's liability for third-party IP infringement claims is not limited by this Section.",
      ],
      ['warranty-duration', 'Provider warrants the Work for a period of one year from Substantial Completion.'],
      [
        'warranty-duration',
        'Provider warrants that for ninety (90) days from delivery the Software will operate substantially as documented.',
      ],
      ['warranty-duration', 'This warranty is valid for 12 months from the date of purchase.'],
      ['warranty-duration', 'Manufacturer provides a limited warranty of two years on all parts.'],
      [
        'audit-rights',
        "Client or its designated auditor may, upon thirty days notice, examine Provider's books, records and accounts.",
      ],
      [
        'audit-rights',
        'Provider shall provide Client with access to all records relating to the Fees for audit purposes.',
      ],
      [
        'audit-rights',
        "Licensor shall have the right to verify Licensee's compliance with the license terms by means of an audit.",
      ],
      [
        'renewal-notice',
        'Unless either party notifies the other in writing at least 90 days prior to the end of the then-current term, this Agreement will renew automatically.',
      ],
      [
        'renewal-notice',
        'Client may extend the Term by up to two years by written notice given at least sixty days before the Term expires.',
      ],
      [
        'renewal-notice',
        'Client shall have a right of first refusal to renew the Agreement on the same terms. If Client wishes to exercise that right, it must notify Provider in writing no later than March 1, 2030.',
      ],
      [
        'non-compete',
        'During the Term, Provider shall not advertise or promote any competitor identified in Schedule 2 on its website.',
      ],
      [
        'most-favoured-nation',
        'Provider represents that the fees charged to Client are no less favorable than the fees it charges any other customer.',
      ],
      ['warranties', 'Provider represents that it has full authority to enter into this Agreement.'],
      ['exclusivity', 'Client shall purchase its packaging only from Provider.'],
      [
        'penalty',
        'If Client fails to deliver on time, Client shall pay $500 per day as liquidated damages and not as a penalty.',
      ],
      [
        'penalty',
        "If Client ships fewer units, Client shall pay a fee of $2 per unit, which the parties agree is a reasonable estimate of Provider's fixed overhead costs.",
      ],
      [
        'termination-for-convenience',
        "After the Initial Term, Client may terminate this Agreement for convenience on sixty days' notice.",
      ],
    ];
    const lookAlikes: [string, string][] = [
      ['exclusivity', 'Provider grants Client a non-exclusive right to use the portal.'],
      ['exclusivity', 'The courts of Delaware shall have exclusive jurisdiction over any dispute.'],
      ['exclusivity', 'All deliverables shall be owned exclusively by Client.'],
      ['exclusivity', 'All fees are exclusive of taxes, which Client shall pay.'],
      ['exclusivity', 'The remedies in this Section are the exclusive remedies for breach.'],
      [
        'termination-for-convenience',
        'Client may terminate this Agreement immediately for any reason set out in Section 9.2 if Provider commits a material breach.',
      ],
      [
        'termination-for-convenience',
        'If this Agreement is terminated for any reason, Provider shall return all Client materials.',
      ],
      [
        'termination-for-convenience',
        'The license shall terminate automatically without notice if Client fails to pay.',
      ],
      [
        'renewal-notice',
        'Client shall have an option to purchase the equipment; Client may exercise the option by written notice.',
      ],
      ['non-compete', 'Nothing in this Agreement shall prevent Provider from developing competing products.'],
      ['non-compete', 'Client shall not use the Confidential Information to compete with Provider.'],
      ['anti-assignment', 'Client may assign this Agreement without consent to any affiliate.'],
      ['most-favoured-nation', 'Provider may change its prices on ninety (90) days notice.'],
      ['audit-rights', "The Company's independent accountants shall review the quarterly financial statements."],
      ['most-favoured-nation', 'Provider may offer any customer prices lower than its list price.'],
      ['non-compete', "Each party is prohibited from disclosing the other's pricing to competitors."],
      ['non-compete', 'Provider shall not disclose Confidential Information to any competitor of Client.'],
      ['warranty-duration', 'Licensee guarantees to pay Licensor minimum royalties for each year thereafter.'],
      ['warranty-duration', 'Provider warrants that it will pay the fee for each year of the Term.'],
      ['exclusivity', 'This is a non-exclusive agreement and Client may engage other providers.'],
      ['exclusivity', 'Each party submits to the exclusive jurisdiction of the courts of London.'],
      ['exclusivity', 'The Deliverables are owned exclusively by Provider.'],
      ['exclusivity', 'Prices are stated exclusive of VAT.'],
      ['exclusivity', "This remedy is Client's sole and exclusive remedy."],
      ['exclusivity', 'Provider has the sole right to select its subcontractors.'],
      [
        'termination-for-convenience',
        "Client may terminate this Agreement upon thirty (30) days' written notice if Provider materially breaches this Agreement.",
      ],
      ['termination-for-convenience', 'Client may terminate this Agreement for cause if Provider becomes insolvent.'],
      [
        'exclusivity',
        "Provider shall not engage any other provider to perform its obligations without Client's consent.",
      ],
      ['exclusivity', "Provider shall not subcontract the Services to another vendor without Client's consent."],
      ['audit-rights', 'Client may inspect the Products on delivery to verify compliance with the Specifications.'],
      ['most-favoured-nation', 'If Provider reduces its prices for any other customer, Provider shall notify Client.'],
      ['uncapped-liability', "Nothing in this Section limits Client's right to terminate this Agreement."],
      ['renewal-notice', 'This Agreement shall not renew unless both parties agree in writing.'],
      ['warranty-duration', 'Client shall pay within thirty (30) days after delivery.'],
      ['anti-assignment', 'Title to the goods shall not pass to Client until payment in full.'],
      ['anti-assignment', 'Personal data may not be transferred to a country outside the EEA.'],
      [
        'termination-for-convenience',
        'If either party commits a material breach, the other may terminate this Agreement by notice.',
      ],
      [
        'termination-for-convenience',
        'Client may terminate this Agreement on thirty days notice if Provider fails to meet the Service Levels in any three months.',
      ],
      ['non-compete', 'Provider shall monitor competing products on the market and report to Client.'],
      ['non-compete', "Each party may develop products that compete with the other's products."],
      ['most-favoured-nation', 'The prices for the Products shall be as set out in Schedule A.'],
      ['uncapped-liability', "Provider's total liability shall not exceed the fees paid in the prior twelve months."],
      ['uncapped-liability', "Provider's liability includes, but is not limited to, losses caused by its delay."],
      ['anti-assignment', "Provider's appointment of subcontractors is not permitted without notice to Client."],
      ['most-favoured-nation', 'Provider sells its products to any customer who asks.'],
      [
        'termination-for-convenience',
        "Client may cancel this Agreement as to any machine that is sold or removed from service, on thirty (30) days' written notice.",
      ],
      ['non-compete', 'Provider shall not sell the products listed in Schedule A below cost.'],
      [
        'renewal-notice',
        'Client has a right of first refusal to buy the building. To exercise that right, Client must notify Provider within 30 days.',
      ],
      [
        'warranties',
        'Provider represents that the fees charged to Client are no less favorable than the fees it charges any other customer.',
      ],
      ['exclusivity', 'Client shall purchase packaging only from Provider or its approved suppliers.'],
      [
        'penalty',
        "If Client orders less than the minimum, Client shall pay a shortfall payment of $5 per unit, which reflects Provider's fixed costs and is not a penalty.",
      ],
      ['termination-for-convenience', 'Neither party may terminate this Agreement for convenience.'],
      ['termination-for-convenience', 'Client may not terminate this Agreement without cause during the Initial Term.'],
      ['termination-for-convenience', 'Provider shall have no right to terminate this Agreement for convenience.'],
      ['termination-for-convenience', 'This Agreement cannot be terminated for convenience by either party.'],
      ['non-compete', 'Nothing in this Agreement restricts Provider from offering competing services to others.'],
      ['anti-assignment', 'Either party may assign this Agreement without consent to a successor by merger.'],
      [
        'most-favoured-nation',
        'Provider is not required to offer Client prices no less favourable than those offered to other customers.',
      ],
      ['exclusivity', 'This Agreement is not exclusive and Client may purchase similar services from others.'],
    ];
    expect(found.filter(([key, clause]) => !keysOf(clause).has(key))).toEqual([]);
    expect(lookAlikes.filter(([key, clause]) => keysOf(clause).has(key))).toEqual([]);
  });

  it('gives the same report whether the text came laid out as PDF lines or DOCX paragraphs', () => {
    const docx = HOSTING.split('\n').join('\n\n');
    const pdf = `${HOSTING.replace(/(.{60,80}?) /g, '$1\n')}\n\nPage 1 of 1`;
    expect(reviewDocumentOffline(pdf)).toEqual(reviewDocumentOffline(docx));
  });

  it('keeps a dotted signature line over a PDF page number as text, not as a contents entry', () => {
    const signed = `${HOSTING}\nSigned by Maria Lopez, Director, for and on behalf of the Provider\n..............................`;
    const pdf = `${signed}\n7`;
    const report = reviewDocumentOffline(pdf);
    expect(report).toEqual(reviewDocumentOffline(signed.split('\n').join('\n\n')));
    expect(report.summary).toContain(`(${signed.split(/\s+/).length.toLocaleString('en-US')} words)`);
  });

  it('drops a contents entry whose page number a PDF wrapped onto the next line', () => {
    const contents = 'TABLE OF CONTENTS\nARTICLE IV     LIMITATION OF LIABILITY; INDEMNIFICATION .............. 9\n';
    const docx = `${contents}${HOSTING}`.split('\n').join('\n\n');
    const pdf = `${contents.replace(' .', '\n.').replace('. 9', '.\n9')}${HOSTING}`;
    expect(reviewDocumentOffline(pdf)).toEqual(reviewDocumentOffline(docx));
  });
});

describe('offline review: periods as drafted', () => {
  it.each([
    ['within ninety (90) days of delivery', 90],
    ['for a period of one hundred and eighty (180) days', 180],
    ['for one hundred eighty days after acceptance', 180],
    ['no later than forty-five days before expiry', 45],
    ['for twenty-four months from installation', 720],
    ['on two weeks’ notice', 14],
    ['for 6 calendar months', 180],
    ['for a term of three years', 1095],
    ['upon written notice to the other party', null],
  ])('reads "%s" as %p days', (snippet, days) => {
    expect(periodInDays(snippet)).toBe(days);
  });

  it('takes the first period stated, not the first in brackets', () => {
    expect(periodInDays('within 10 days of the invoice, and in any case within thirty (30) days')).toBe(10);
  });

  it('takes the deadline that ends in "prior to" over the renewal term', () => {
    expect(
      periodNear(
        'renews for successive one-year terms unless either party gives notice sixty (60) days prior to the end',
        /renew/,
      ),
    ).toBe(60);
  });
});
