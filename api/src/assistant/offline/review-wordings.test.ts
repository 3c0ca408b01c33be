import { reviewDocumentOffline } from './review-checklist';

/** The families a short contract is found to contain (found or flagged), by key. */
const families = (text: string) => {
  const report = reviewDocumentOffline(text);
  return new Map(report.items.filter((item) => item.status !== 'missing').map((item) => [item.key, item]));
};
const contract = (...clauses: string[]) =>
  `SERVICES AGREEMENT\nThis Agreement is made on May 1, 2024 between Alder Works Inc. ("Provider") and Birch Retail LLC ("Client").\n${clauses.join('\n')}`;

describe('offline review: the same clause in other words', () => {
  it('reads assignment restrictions by what they forbid, not by the word "assign"', () => {
    const restricts = (clause: string) => families(contract(clause)).get('anti-assignment')?.snippet;
    for (const clause of [
      'Neither party may assign this Agreement without the prior written consent of the other, except to a successor by merger.',
      'This Agreement is personal to the Executive and shall not be assigned by her.',
      'No Venturer shall sell, assign, pledge or otherwise transfer its membership interest without first offering it to the other Venturer.',
    ])
      expect(restricts(clause)).toBe(clause);
    expect(
      restricts(
        'Either party may assign to an affiliate; otherwise, assignment requires the written consent of the other party.',
      ),
    ).toBe('otherwise, assignment requires the written consent of the other party.');
    // Leave to assign freely is the opposite of a restriction.
    expect(
      families(
        contract('Provider may transfer or assign this Agreement to any person without the consent of Client.'),
      ).has('anti-assignment'),
    ).toBe(false);
  });

  it('tells exclusivity from its look-alikes', () => {
    for (const clause of [
      'Licensor grants Licensee an exclusive (even as to Licensor), non-transferable license under the Licensed Patents.',
      'Seller shall not sell components made to the Specifications to any person other than Purchaser.',
      'Purchaser shall purchase from Seller not less than eighty percent (80%) of its annual requirements for the Components.',
      'Franchisor shall not establish, or license any other person to establish, a restaurant within the three (3) mile radius of the Approved Location.',
    ])
      expect(families(contract(clause)).get('exclusivity')?.snippet).toBe(clause);
    for (const clause of [
      'Company appoints Partner as a non-exclusive authorized reseller of the Software.',
      'The courts of New York shall have exclusive jurisdiction over any dispute.',
      'Franchisee shall purchase ingredients only from approved suppliers.',
    ])
      expect(families(contract(clause)).has('exclusivity')).toBe(false);
  });

  it('finds governing law, caps and carve-outs however they are phrased and cased', () => {
    const found = families(
      contract(
        'All matters arising from it shall be governed by Delaware law.',
        "EXCEPT FOR SELLER'S OBLIGATIONS UNDER SECTION 7.1, NEITHER PARTY'S AGGREGATE LIABILITY UNDER THIS AGREEMENT SHALL EXCEED THE AMOUNTS PAID IN THE PRECEDING YEAR.",
        'If Seller sells comparable components to any other customer at a lower price, Seller shall offer that lower price to Purchaser.',
        'During her employment and for twelve (12) months thereafter, the Executive shall not engage in or hold an interest in any business that sells devices in competition with the Company.',
      ),
    );
    expect(found.get('governing-law')!.finding).toBe('Governed by the laws of Delaware.');
    expect(found.get('liability-cap')!.finding).toBe('Liability is capped for both parties.');
    expect(found.get('uncapped-liability')!.riskLevel).toBe('high');
    expect(found.has('most-favoured-nation')).toBe(true);
    expect(found.has('non-compete')).toBe(true);
  });

  it('claims IP ownership only where ownership is settled, and a disclaimer is no warranty', () => {
    const data = families(contract('Client retains all right, title and interest in Client Data.'));
    expect(data.has('intellectual-property')).toBe(false);
    const vested = families(
      contract(
        'Upon payment in full, all right, title and interest in the Application, including its source code, shall vest in Client.',
      ),
    );
    expect(vested.get('intellectual-property')!.status).toBe('found');
    const disclaimed = families(contract('THE SOFTWARE IS PROVIDED "AS IS" AND PROVIDER DISCLAIMS ALL WARRANTIES.'));
    expect(disclaimed.has('warranties')).toBe(false);
    expect(disclaimed.get('warranty-disclaimer')!.riskLevel).toBe('medium');
  });

  it('sets risk levels from what the clause says', () => {
    const level = (clause: string, key: string) => families(contract(clause)).get(key)?.riskLevel;
    // A renewal notice is read from the notice period, not the renewal term named first.
    expect(
      level(
        'The initial term is thirty-six (36) months and renews for twelve (12) month periods unless either party gives notice of non-renewal thirty (30) days before the end of the term.',
        'renewal-notice',
      ),
    ).toBe('low');
    expect(
      level(
        'Either party may terminate this Agreement at any time by giving thirty (30) days written notice.',
        'termination-for-convenience',
      ),
    ).toBe('low');
    expect(
      level(
        'Client may terminate this Agreement for convenience upon ten (10) days notice.',
        'termination-for-convenience',
      ),
    ).toBe('high');
    expect(
      level(
        'The limitation of liability shall not apply to claims arising from a party’s gross negligence or wilful misconduct.',
        'uncapped-liability',
      ),
    ).toBe('medium');
    // A termination right tied to a cause is no termination for convenience.
    expect(
      level(
        'Licensor may terminate this Agreement upon sixty (60) days notice if Licensee fails to pay.',
        'termination-for-convenience',
      ),
    ).toBeUndefined();
  });
});
