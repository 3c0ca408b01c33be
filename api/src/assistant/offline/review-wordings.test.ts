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

  it('reads clause headings and carve-outs, and keeps cross-references, definitions and look-alikes out', () => {
    const found = families(
      contract(
        '8. INDEMNITIES Provider shall defend Client against any claim by a third party that the Software infringes a patent.',
        '9. No Competing Work During the term, Provider shall not provide consulting services to any business that sells point-of-sale systems.',
        "IN NO EVENT WILL EITHER PARTY BE LIABLE FOR CONSEQUENTIAL DAMAGES. OTHER THAN UNDER SECTION 8, EACH PARTY'S TOTAL LIABILITY SHALL NOT EXCEED THE FEES PAID.",
        "Client may end this Agreement at its convenience by giving Provider three (3) months' written notice.",
        'Neither this Agreement nor any right under it may be assigned by Provider.',
        'Provider shall keep in force throughout the term professional indemnity coverage with limits of $2,000,000.',
        'All designs delivered to Client remain the sole property of Provider.',
        'Client shall notify Provider if it undergoes a change in its ownership.',
      ),
    );
    for (const [key, words] of [
      ['indemnity', 'shall defend Client'],
      ['non-compete', 'shall not provide consulting services'],
      ['uncapped-liability', 'OTHER THAN UNDER SECTION 8'],
    ])
      expect(found.get(key)!.snippet).toContain(words);
    expect(found.get('termination-for-convenience')!.riskLevel).toBe('medium');
    for (const key of ['anti-assignment', 'insurance', 'intellectual-property', 'change-of-control'])
      expect(found.has(key)).toBe(true);

    const lookAlikes = families(
      contract(
        'Except as set forth in Section 9 (Indemnification), Client bears its own costs.',
        'Each party bears its own losses, subject to Section 12 (Limitation of Liability).',
        '"Change of Control" means the acquisition of more than half of the voting shares of a party.',
        'Fees exclude taxes, travel insurance and booking charges.',
        'Client shall not use the Reports to create or improve any competing product.',
        'Provider shall not actively solicit orders for the Products from customers outside the Territory.',
        "Nothing in this Agreement grants Client any license under Provider's patents.",
        "The duty of confidence shall continue until the information becomes public; it survives the termination of Provider's engagement for any reason.",
      ),
    );
    for (const key of [
      'indemnity',
      'liability-cap',
      'change-of-control',
      'insurance',
      'non-compete',
      'non-solicit',
      'license-grant',
      'term-termination',
      'termination-for-convenience',
    ])
      expect(lookAlikes.has(key)).toBe(false);
  });

  it('reads page furniture out, so a PDF with page footers and filing stamps and a DOCX give one report', () => {
    const body = contract(
      'Either party may terminate this Agreement without cause on ninety (90) days written notice.',
      'This Agreement shall be construed in accordance with the laws of the State of Ohio.',
    );
    const [first, second] = body.split('Either party');
    const pdf = `${first}\nPage 1 of 2\nSource: ALDER WORKS INC, 10-K, 3/1/2024\nEither party${second}\n2`;
    expect(reviewDocumentOffline(pdf)).toEqual(reviewDocumentOffline(body.replace(/\n/g, '\n\n')));
  });

  it('finds renewal deadlines, passive grants, rival-service bans and price parity in their less usual wordings', () => {
    const wordings: [key: string, clause: string][] = [
      [
        'renewal-notice',
        'Client may request an extension of any Service Period by giving Provider written notice not less than thirty (30) days before the scheduled end of such Service Period.',
      ],
      [
        'renewal-notice',
        "This Agreement shall thereafter continue from year to year until terminated by either party upon not less than one hundred eighty (180) days' written notice prior to the end of the initial term or any subsequent year.",
      ],
      [
        'renewal-notice',
        'Client shall have the option to extend the term for one additional period of two (2) years by giving Provider written notice of exercise on or before May 31, 2026.',
      ],
      [
        'license-grant',
        'Client is hereby granted a non-exclusive, non-transferable licence, without the right to sub-license, to use the trade marks of Provider in the Territory.',
      ],
      [
        'exclusivity',
        'During the Term, Provider shall not provide marketing services for any other provider of consumer loans.',
      ],
      [
        'most-favoured-nation',
        'If Provider offers any other customer more favorable fees for comparable services, Provider shall offer Client the same terms.',
      ],
      [
        'most-favoured-nation',
        'Provider shall offer the Products at prices no higher than the prices offered to the general public through any other channel.',
      ],
      [
        'non-solicit',
        'Client shall not hire or seek to hire any person who is or was, within the previous six (6) months, employed by Provider as a manager.',
      ],
      [
        'audit-rights',
        "Provider, through a certified public accountant, may examine Client's books and records once per calendar year.",
      ],
      [
        'renewal-notice',
        'This Agreement renews automatically for successive twelve-month periods, unless one party informs the other in writing, at least ninety (90) days before the renewal date, that it does not wish the Agreement to renew.',
      ],
      [
        'non-compete',
        'During the Term and for twelve (12) months after its termination, Client shall not design, manufacture or sell any apparel under a brand that competes with the Licensed Marks.',
      ],
      [
        'non-compete',
        'Provider shall not, during the term and for one year after its termination, place any trucking insurance with any other insurer.',
      ],
      [
        'most-favoured-nation',
        'The discount offered to Client shall be at least equal to the best discount Provider grants to any other reseller of comparable volume.',
      ],
      [
        'most-favoured-nation',
        'Provider shall not charge Client a conversion cost higher than the lowest conversion cost it charges any other customer.',
      ],
      [
        'change-of-control',
        'If any person acquires more than forty percent (40%) of the voting interests of Client, Provider may terminate this Agreement.',
      ],
      [
        'audit-rights',
        'Provider shall make available the books, documents and records of Provider necessary to verify the costs of the Services.',
      ],
    ];
    for (const [key, clause] of wordings) expect(families(contract(clause)).get(key)?.snippet).toBe(clause);
  });

  it('reads a performance standard as a warranty even under a heading that names the disclaimer', () => {
    const warranty = (clause: string) => families(contract(clause)).get('warranties')?.snippet;
    const headed =
      '8. WARRANTIES; DISCLAIMER Provider warrants that the Services will be performed in a professional manner consistent with industry standards.';
    expect(warranty(headed)).toContain('Provider warrants that the Services will be performed');
    const workmanlike =
      'Provider shall perform the Services in a workmanlike manner consistent with its past practice.';
    expect(warranty(workmanlike)).toBe(workmanlike);
  });

  it('keeps denials, ownership, occupancy licences and indemnified fines out of exclusivity, licences and penalties', () => {
    const lookAlikes = families(
      contract(
        'Client receives no exclusive territory; Provider may operate anywhere.',
        'All Work Product shall be the sole and exclusive property of Client.',
        'Provider grants Client a non-exclusive license, not a lease, to occupy the assigned space in the Data Center.',
        'Provider shall indemnify Client from any claim, regulatory action, fine, penalty, loss or expense arising from its breach.',
      ),
    );
    for (const key of ['exclusivity', 'license-grant', 'penalty']) expect(lookAlikes.has(key)).toBe(false);
    const estimate =
      'If Client terminates early, Client shall pay an early termination charge equal to the remaining monthly charges, which represents a reasonable pre-estimate of Provider’s damages.';
    expect(families(contract(estimate)).get('penalty')?.snippet).toBe(estimate);
  });

  it('reads a notice that may only be given before a term ends as a renewal opt-out, not termination at will', () => {
    const optOut = families(
      contract(
        "This Agreement shall be extended automatically by successive periods of two (2) years unless terminated by either party by giving at least nine (9) months' written notice before the end of the then-current period.",
      ),
    );
    expect(optOut.has('renewal-notice')).toBe(true);
    expect(optOut.has('termination-for-convenience')).toBe(false);
  });

  it('finds parties "made between" numbered entries, and ownership kept or assigned in plain words', () => {
    const report = reviewDocumentOffline(
      'EXCLUSIVE SUPPLY AGREEMENT\nTHIS AGREEMENT is dated 15 January 2016 and made between: (1) ALPINE SPRINGS BEVERAGE CO., a Colorado corporation (the "Buyer"); and (2) CONTAINERTECH PLASTICS, INC., an Ohio corporation (the "Supplier").\nThe Supplier hereby assigns to the Buyer all inventions made in performing this Agreement.',
    );
    const status = (key: string) => report.items.find((item) => item.key === key)?.status;
    expect(status('parties')).toBe('found');
    expect(status('intellectual-property')).toBe('found');
    const kept = families(
      contract('Provider and its licensors retain all title to and ownership of the Software and its documentation.'),
    );
    expect(kept.get('intellectual-property')?.finding).toMatch(/keeps/);
  });

  it('joins words a PDF hyphenated over two lines and drops table-of-contents lines, as the DOCX reads', () => {
    const docx = contract(
      'ARTICLE IV  TERM AND TERMINATION .................... 6',
      'Either party may terminate this Agreement upon written notice if the other party fails to cure a default within a ninety-day period. The non-exclusive licence ends with it.',
    );
    const pdf = docx
      .replace('terminate this', 'term-\ninate this')
      .replace('non-exclusive', 'non-\nexclusive')
      .replace('default', 'de-\nfault')
      .replace('ninety-day', 'ninety-\nday')
      .replace('.................... 6', '....................\n6');
    expect(reviewDocumentOffline(pdf)).toEqual(reviewDocumentOffline(docx.replace(/\n/g, '\n\n')));
    expect(reviewDocumentOffline(pdf).items.some((item) => item.snippet?.includes('....'))).toBe(false);
  });

  it('reads a hyphen before a space the same whether or not the PDF breaks the line there', () => {
    const docx = contract(
      'Provider shall maintain liability insurance with carriers rated A- X or better, covering pre- and post-launch testing.',
      'Either party may terminate this Agreement without cause on thirty (30) days written notice.',
    );
    const pdf = docx.replace('A- X', 'A-\nX').replace('pre- and', 'pre-\nand');
    expect(reviewDocumentOffline(pdf)).toEqual(reviewDocumentOffline(docx.replace(/\n/g, '\n\n')));
    const insurance = families(pdf).get('insurance')!.snippet!;
    expect(insurance).toContain('A-X or better');
    expect(insurance).toContain('pre- and post-launch');
  });

  it('names co-packing, representative, management and gathering agreements by their titles', () => {
    const titles: [string, string][] = [
      ['PRIVATE LABEL CO-PACKER AGREEMENT', 'Manufacturing agreement'],
      ["INDEPENDENT MANUFACTURER'S REPRESENTATIVE AGREEMENT", 'Agency agreement'],
      ['PROPERTY MANAGEMENT AGREEMENT', 'Services or consulting agreement'],
      ['GAS GATHERING AGREEMENT', 'Transportation or logistics agreement'],
      ['FREIGHT BROKERAGE AGREEMENT', 'Transportation or logistics agreement'],
      ['COLOCATION AGREEMENT', 'Hosting agreement'],
      ['CONSIGNMENT AGREEMENT', 'Reseller or distribution agreement'],
      ['AREA DEVELOPMENT AGREEMENT', 'Franchise agreement'],
      ['SPONSORED RESEARCH AGREEMENT', 'Joint venture or collaboration agreement'],
      ['SEVERANCE AGREEMENT', 'Employment agreement or offer letter'],
      ['LIMITED LIABILITY COMPANY AGREEMENT', 'Shareholders’, founders’ or operating agreement'],
      ['OFFICE LEASE', 'Lease agreement'],
      ['INDUSTRIAL BUILDING LEASE (MULTI-TENANT)', 'Lease agreement'],
      ['SHOPPING CENTER LEASE', 'Lease agreement'],
      ['SUBLEASE', 'Lease agreement'],
      ['JOINT DEVELOPMENT AGREEMENT', 'Joint venture or collaboration agreement'],
      ['CLOUD SUBSCRIPTION AGREEMENT', 'Hosting agreement'],
      ['SOFTWARE LICENSE AND MAINTENANCE AGREEMENT', 'Licence agreement'],
      ['Support and License Agreement', 'Licence agreement'],
      ['EQUIPMENT MAINTENANCE AND SUPPORT AGREEMENT', 'Maintenance or support agreement'],
      ['SOFTWARE LICENSE AND HOSTING AGREEMENT', 'Hosting agreement'],
      ['GENERAL TERMS AND CONDITIONS', 'Terms of service'],
    ];
    for (const [title, type] of titles)
      expect([title, reviewDocumentOffline(`${title}\nThis Agreement is made on May 1, 2024.`).documentType]).toEqual([
        title,
        type,
      ]);
  });

  it('reads "the following terms and conditions" as a reference to the document, not the name of standard terms', () => {
    const type = (text: string) => reviewDocumentOffline(text).documentType;
    expect(
      type(
        'WAREHOUSE PREMISES\nLandlord hereby leases the Premises to Tenant upon the following terms and conditions. Tenant shall pay the monthly rent on the first day of each month.',
      ),
    ).toBe('Lease agreement');
    expect(
      type(
        'This Agreement is made on May 1, 2024. Subject to the terms and conditions of this Agreement, the Buyer shall pay the purchase price to the Seller.',
      ),
    ).not.toBe('Terms of service');
  });

  it('reads ending at will in other verbs, and keeps "for any reason" that names a cause or an ending out', () => {
    const atWill = [
      'The Client may end the engagement at any time, for any reason or for no reason, on ten (10) days notice.',
      'Customer may discontinue the support services for its convenience on sixty (60) days written notice.',
      'EITHER PARTY MAY WITHDRAW FROM THIS AGREEMENT WITHOUT CAUSE BY GIVING NINETY (90) DAYS NOTICE.',
    ];
    for (const clause of atWill)
      expect([clause, families(contract(clause)).get('termination-for-convenience')?.snippet]).toEqual([
        clause,
        clause,
      ]);
    const notAtWill = [
      'The Client may terminate this Agreement on written notice if the Provider is unable to perform the Services for any reason for sixty (60) consecutive days.',
      'Upon termination of this Agreement for any reason, the Client may end all access to the portal.',
      'The Client may terminate this Agreement if the Provider fails for any reason to deliver the Services on time.',
    ];
    for (const clause of notAtWill) {
      const found = families(contract(clause));
      expect([clause, found.has('termination-for-convenience') || found.has('one-sided-termination')]).toEqual([
        clause,
        false,
      ]);
    }
  });

  it('reads warranty periods that run to a date or promise early repairs, and keeps plain term dates out', () => {
    const periods = [
      'Supplier warrants that each unit will conform to the Specifications from the date of shipment through the expiration date stated on its packaging.',
      'If the boiler fails during the first six (6) months after installation, the Provider shall repair or replace it free of charge.',
      'THE PROVIDER WARRANTS THAT THE ROOF WILL BE WATERTIGHT DURING THE FIRST TWO (2) YEARS OF THE TERM.',
    ];
    for (const clause of periods)
      expect([clause, families(contract(clause)).get('warranty-duration')?.snippet]).toEqual([clause, clause]);
    const notPeriods = [
      'Provider shall perform the Services until the expiration of the Term.',
      'This Agreement shall remain in force until the expiration of the Initial Term.',
      'During the first twelve (12) months, the Client shall repair any damage it causes to the equipment.',
    ];
    for (const clause of notPeriods)
      expect([clause, families(contract(clause)).has('warranty-duration')]).toEqual([clause, false]);
  });

  it('reads an option to renew exercised by notice in the next sentence, and the deadline that notice must meet', () => {
    const found = families(
      contract(
        'Client shall have two options to renew this Agreement, each for a further term of three (3) years.',
        'Client may exercise each option only by written notice received by Provider no earlier than one (1) year and no later than six (6) months before the end of the then current term.',
      ),
    ).get('renewal-notice');
    expect(found?.snippet).toMatch(/^Client may exercise each option/);
    expect(found?.finding).toBe(
      'Renewal must be claimed by notice given 180 days or more before the term ends; miss the date and the agreement ends.',
    );
    const byDate = families(
      contract(
        'Client has a right of first negotiation for a renewal of this Agreement.',
        'To exercise that right, Client must notify Provider in writing on or before June 30, 2031.',
      ),
    ).get('renewal-notice');
    expect(byDate?.finding).toBe(
      'Renewal must be claimed by notice by the date the clause names; miss the date and the agreement ends.',
    );
    expect(byDate?.riskLevel).toBe('medium');
    expect(
      families(
        contract(
          'The term shall end on June 30, 2027, unless sooner terminated. Client shall have the option to extend the term for one further year by giving Provider written notice no later than March 31, 2027.',
        ),
      ).get('renewal-notice')?.finding,
    ).toBe('Renewal must be claimed by notice by the date the clause names; miss the date and the agreement ends.');
    const options = [
      'Client shall have an option to purchase the equipment at its book value. Client may exercise such option by written notice to Provider.',
      'The stock option vests over four years. The Executive may exercise the option by notice to the Company.',
    ];
    for (const text of options) expect([text, families(contract(text)).has('renewal-notice')]).toEqual([text, false]);
  });

  it('reads passive assignment bans, post-term bans on rival products, passed-on prices, numbered caps and kept records', () => {
    const cases: [string, string][] = [
      [
        'anti-assignment',
        'The rights and duties of the Performer under this Agreement are personal and may not be delegated, transferred or assigned.',
      ],
      ['anti-assignment', 'THIS AGREEMENT IS PERSONAL TO THE CONSULTANT AND SHALL NOT BE ASSIGNED OR TRANSFERRED.'],
      [
        'non-compete',
        'The Athlete shall not wear or promote any competitive footwear products during the Term and for one (1) year following the expiration of the Term.',
      ],
      [
        'most-favoured-nation',
        'If Provider charges another customer lower rates for comparable services, Provider shall promptly reduce its rates to Client accordingly.',
      ],
      [
        'most-favoured-nation',
        'The fees are no higher than the fees Provider charges to any other customer for like services.',
      ],
      [
        'uncapped-liability',
        "Section 9.2 shall not limit either party's liability for its indemnification obligations or for fraud.",
      ],
      [
        'uncapped-liability',
        'Claims for bodily injury and breach of confidentiality shall not be subject to the limitations in this Section.',
      ],
      [
        'audit-rights',
        "Client shall keep accurate records of its use of the Software and shall, at Provider's written request, certify its compliance with the usage limits.",
      ],
    ];
    for (const [key, clause] of cases)
      expect([key, families(contract(clause)).get(key)?.snippet]).toEqual([key, clause]);
    expect(families(contract(cases[0]![1])).get('anti-assignment')?.finding).toBe(
      'Assignment is restricted or not allowed.',
    );
    const lookAlikes: [string, string][] = [
      ['anti-assignment', 'Confidential Information may not be transferred outside the European Economic Area.'],
      ['anti-assignment', 'The Software may not be transferred to another server without notice to Provider.'],
      [
        'non-compete',
        'This Agreement shall not restrict either party, after its termination, from selling competing products.',
      ],
      [
        'non-compete',
        'Client shall not use the Deliverables after termination to develop competing products or services.',
      ],
      ['most-favoured-nation', 'Provider may sell the Services to another customer at a lower price.'],
      ['uncapped-liability', 'Section 4 shall not limit the number of users the Client may add.'],
      ['uncapped-liability', 'The Fees shall not be subject to any cap on annual increases.'],
      [
        'audit-rights',
        'Client shall keep a record of all copies of the Confidential Information and upon request certify in writing that it has destroyed them.',
      ],
    ];
    for (const [key, clause] of lookAlikes)
      expect([key, clause, families(contract(clause)).has(key)]).toEqual([key, clause, false]);
  });

  it('keeps a company audit of its own accounts and a sole right to decide out of audit rights and exclusivity', () => {
    const found = families(
      contract(
        "The Company's independent auditors shall audit the annual financial statements in accordance with GAAP.",
        'Provider shall have the sole right to determine the price of the Services.',
      ),
    );
    expect(found.has('audit-rights')).toBe(false);
    expect(found.has('exclusivity')).toBe(false);
  });

  it('reads survival periods, late-charge estimates, inducements to leave, unnamed competition and company sales', () => {
    const found = families(
      contract(
        'The representations and warranties of Seller shall survive the Closing for twenty-four (24) months.',
        'Any rent unpaid after ten days bears a late fee of 4% of the overdue amount, which represents a fair estimate of the costs of collection.',
        'For two (2) years after the Closing, Seller will not own, manage or operate any business that sells frozen desserts in Ohio.',
        'Consultant shall not encourage any employee of Client to leave the employ of Client.',
        'The rights of the Investors under Section 4 shall terminate upon the consummation of a Sale of the Company.',
      ),
    );
    expect(found.get('warranty-duration')?.finding).toBe('Warranty claims must be made within about 720 days.');
    expect(found.get('penalty')?.status).toBe('risk');
    expect(found.get('non-compete')?.snippet).toMatch(/^For two \(2\) years/);
    expect(found.get('non-solicit')?.snippet).toMatch(/^Consultant shall not encourage/);
    expect(found.get('change-of-control')?.snippet).toMatch(/Sale of the Company/);
  });

  it('keeps order-taking, a disclaimer in a long sentence and a considered transaction out of non-solicits, warranties and payment', () => {
    const report = reviewDocumentOffline(
      `CONFIDENTIALITY AGREEMENT\nThis letter agreement is dated the 2nd day of March, 2020 between Ridge Holdings LLC and Vale Partners LP.\nIn connection with your consideration of a possible transaction, you agree to keep the Evaluation Material confidential.\nYou acknowledge that neither the Company nor any of its advisers, agents or affiliates makes any representation or warranty, express or implied, as to the accuracy or completeness of the Evaluation Material furnished to you in connection with the possible transaction, and that only those representations and warranties that are made in a final definitive agreement, when and if executed, shall have any legal effect.\nThe Representative shall not accept or solicit orders directly from House Accounts.`,
    );
    const keys = new Set(report.items.filter((item) => item.status !== 'missing').map((item) => item.key));
    expect(keys.has('dates')).toBe(true);
    expect(keys.has('warranty-disclaimer')).toBe(true);
    for (const key of ['warranties', 'payment', 'non-solicit']) expect(keys.has(key)).toBe(false);
  });

  it('finds governing law, insurance, hiring bans, price matching, rival products and mergers in more wordings', () => {
    const cases: [string, string][] = [
      ['governing-law', 'This Agreement is subject to the laws of England and Wales.'],
      ['governing-law', 'Any claim shall be decided under New York law.'],
      ['governing-law', 'THIS AGREEMENT SHALL BE GOVERNED EXCLUSIVELY BY DELAWARE LAW.'],
      [
        'insurance',
        'Distributor shall, at its own expense, carry and maintain products liability insurance of $2,000,000.',
      ],
      ['non-solicit', 'Distributor will not hire any person employed by Company during the Term.'],
      [
        'most-favoured-nation',
        'If Company offers a lower price for the Products to any third party, it shall promptly offer such lower price to Distributor.',
      ],
      ['non-compete', 'Distributor shall not distribute any product competitive with the Products during the Term.'],
      [
        'change-of-control',
        'In the event of a merger of Distributor into another entity, Company may end this Agreement on notice.',
      ],
      [
        'change-of-control',
        'Any sale of a majority of the equity of Licensee shall require the prior written consent of Company.',
      ],
      [
        'termination-for-convenience',
        'Licensee may cancel this Agreement for any reason by giving thirty (30) days notice.',
      ],
      [
        'non-compete',
        'Licensee shall not, during the term, market any product which is substantially similar to the Product.',
      ],
    ];
    for (const [key, clause] of cases)
      expect([key, families(contract(clause)).get(key)?.snippet]).toEqual([key, clause]);
    expect(families(contract('Distributor shall be subject to the laws of the Territory.')).has('governing-law')).toBe(
      false,
    );
  });

  it('names the parties a filed contract introduces, companies with their suffix and people by name', () => {
    const partiesFound = (text: string) =>
      reviewDocumentOffline(text).items.find((item) => item.key === 'parties')?.finding;
    expect(
      partiesFound(
        'Exhibit 10.7 TRANSPORTATION AGREEMENT THIS AGREEMENT is made this 1st day of April, 2014, by and between RED MESA PIPELINE COMPANY, LLC, a Delaware limited liability company, hereinafter referred to as "Transporter," and PLAINS ENERGY MARKETING, L.P., a Texas limited partnership ("Shipper"). By: Plains Energy GP, LLC, its general partner.',
      ),
    ).toBe('Parties named: RED MESA PIPELINE COMPANY, LLC and PLAINS ENERGY MARKETING, L.P.');
    expect(
      partiesFound(
        'EMPLOYMENT AGREEMENT This Employment Agreement is entered into by and between NORTHSTAR GENOMICS, INC., a Delaware corporation (the "Company"), and Rachel D. Okafor (the "Executive").',
      ),
    ).toBe('Parties named: NORTHSTAR GENOMICS, INC. and Rachel D. Okafor.');
  });
});

describe('offline review: renewal claimed by notification, ownership shifts, cure times and denied exclusivity', () => {
  const has = (clause: string, key: string) => families(contract(clause)).has(key);
  const quotes = (clause: string, key: string) => families(contract(clause)).get(key)?.snippet;

  it('reads a renewal claimed by notifying, not only by giving notice', () => {
    for (const clause of [
      'Licensee may renew for one further term of three years if it has notified Licensor in writing no later than six (6) months before the current term expires.',
      'Distributor shall notify Supplier of its election to obtain a renewal term at least ninety days ahead.',
    ])
      expect(quotes(clause, 'renewal-notice')).toBe(clause);
    expect(
      has(
        'Supplier shall notify Customer of any price change at least thirty days before it takes effect.',
        'renewal-notice',
      ),
    ).toBe(false);
  });

  it('reads a change in who owns a party, treated as a transfer or ending the deal', () => {
    for (const clause of [
      'Any transfer of shares in Provider that leaves its present owners with less than half of the votes shall be deemed an assignment of this Agreement.',
      'If the Founders cease to hold a majority of the voting shares of Provider, Client may terminate this Agreement.',
      'Any issuance of membership interests in Provider to a new investor shall be treated as a transfer of this Agreement.',
    ])
      expect(quotes(clause, 'change-of-control')).toBe(clause);
    for (const clause of [
      'The issuance of shares by Client to its employees requires no consent of Provider.',
      'Any transfer of shares in Provider requires the consent of its board of directors.',
    ])
      expect(has(clause, 'change-of-control')).toBe(false);
  });

  it('tells how long a warranty runs from the time allowed to fix a breach of it', () => {
    for (const clause of [
      'Provider warrants that the Equipment will be free from defects in materials and workmanship for one hundred eighty (180) days after installation.',
      'Provider warrants the Goods for twelve (12) months from delivery and shall repair any defect within ten (10) days of notice.',
    ])
      expect(quotes(clause, 'warranty-duration')).toBe(clause);
    for (const clause of [
      'If the Software does not conform to the warranty above, Provider shall repair the defect and, if it fails to do so within fifteen (15) business days, Client may claim a refund.',
      'Provider warrants that the Software will perform as documented, and any breach of this warranty not cured within thirty (30) days after notice entitles Client to terminate.',
      'Provider warrants the reports will be accurate and shall remedy any inaccuracy within five (5) days.',
    ]) {
      expect(has(clause, 'warranties')).toBe(true);
      expect(has(clause, 'warranty-duration')).toBe(false);
    }
  });

  it('reads a better term given to another partner carrying over, and a heading that names it', () => {
    const clause =
      'If Provider grants any other reseller a lower commission rate for similar products, the lower rate shall also apply to Client from that date.';
    expect(quotes(clause, 'most-favoured-nation')).toBe(clause);
    expect(
      has('Most Favoured Terms. Provider shall keep its terms to Client under review.', 'most-favoured-nation'),
    ).toBe(true);
    for (const clause of [
      'If any other customer requires a higher service level, the same support team shall be used.',
      'If any other customer of Provider sees a higher error rate, the same remedies shall apply to Client.',
      'Provider may offer any other customer better terms than those in this Agreement.',
    ])
      expect(has(clause, 'most-favoured-nation')).toBe(false);
  });

  it('finds exclusivity through a sole vehicle and leaves exclusivity that is denied', () => {
    const clause =
      'The Company shall be the sole vehicle through which the Members pursue wind projects in the Region.';
    expect(quotes(clause, 'exclusivity')).toBe(clause);
    for (const clause of [
      'Nothing in this Agreement requires Client to purchase its requirements exclusively from Provider.',
      'Client is not obliged to buy the Products solely from Provider and may use other suppliers.',
      'Client shall be under no obligation to obtain services exclusively from Provider.',
    ])
      expect(has(clause, 'exclusivity')).toBe(false);
    expect(
      has('Client shall purchase all of its requirements of the Products exclusively from Provider.', 'exclusivity'),
    ).toBe(true);
  });

  it('reads "IP" as intellectual property, and money put into a venture as payment', () => {
    expect(quotes('Provider retains ownership of its pre-existing IP.', 'intellectual-property')).toBe(
      'Provider retains ownership of its pre-existing IP.',
    );
    expect(has('Provider retains ownership of the equipment it installs.', 'intellectual-property')).toBe(false);
    for (const clause of [
      'All Foreground IP shall vest in Client on creation.',
      'Provider owns all IPR in the Platform.',
    ])
      expect(quotes(clause, 'intellectual-property')).toBe(clause);
    expect(has('Title to the Goods shall vest in Client on delivery.', 'intellectual-property')).toBe(false);
    expect(quotes('Each Member shall contribute $250,000 in cash to the Company.', 'payment')).toBe(
      'Each Member shall contribute $250,000 in cash to the Company.',
    );
    expect(has('Each Member shall contribute its know-how to the Company.', 'payment')).toBe(false);
  });

  it('names an outsourcing agreement by what its opening says, whatever the services are called', () => {
    const typeOf = (opening: string) =>
      reviewDocumentOffline(
        `MASTER SERVICES AGREEMENT\nThis Agreement is made on May 1, 2024 between Alder Works Inc. ("Provider") and Birch Retail LLC ("Client").\n${opening}\nProvider shall perform the Services.`,
      ).documentType;
    expect(typeOf('Client wishes to outsource the running of its payroll to Provider.')).toBe('Outsourcing agreement');
    expect(typeOf('This Agreement covers the outsourcing of certain back-office functions.')).toBe(
      'Outsourcing agreement',
    );
    for (const opening of [
      'Provider shall not outsource any of the Services without consent.',
      'Provider may outsource the printing of reports to a subcontractor.',
    ])
      expect(typeOf(opening)).toBe('Services or consulting agreement');
  });

  it('reads mergers and share sales in verbs and the passive, better terms named first, and a possessive sole supplier', () => {
    for (const [key, clause] of [
      [
        'change-of-control',
        'If more than half of the voting stock of Provider is sold to a single buyer, Client may terminate this Agreement.',
      ],
      [
        'change-of-control',
        'Should Provider be acquired by, or merge with, another company, Client may terminate on notice.',
      ],
      [
        'change-of-control',
        'Client may terminate this Agreement if Provider is merged into or acquired by a competitor.',
      ],
      [
        'most-favoured-nation',
        'Should Provider charge any other client a lower daily rate, Client shall be entitled to that rate.',
      ],
      [
        'most-favoured-nation',
        'If a larger rebate is granted to any other retailer, Provider shall extend it to Client.',
      ],
      ['exclusivity', "Provider shall be Client's only supplier of packaging in the Territory."],
      ['exclusivity', "Provider shall not supply parts manufactured from Client's drawings to other customers."],
      ['exclusivity', 'Provider shall not sell to any third party any product made using the Client Moulds.'],
    ])
      expect([key, quotes(clause, key)]).toEqual([key, clause]);
    for (const [key, clause] of [
      ['change-of-control', 'Provider may terminate this Agreement if Client merges its two warehouses.'],
      ['change-of-control', 'Client may assign this Agreement to any entity with which it merges.'],
      ['change-of-control', 'All rights acquired by Client under this Agreement are subject to the licence.'],
      ['exclusivity', "The refund shall be Client's sole remedy for late delivery."],
      ['exclusivity', 'Provider shall not disclose to any third party the designs it receives.'],
      [
        'exclusivity',
        'Provider shall not sell the Products to third parties without consent, and shall make them according to the Specifications.',
      ],
    ])
      expect([key, has(clause, key)]).toEqual([key, false]);
  });
});

describe('offline review: denied clauses, sums per failure and terms passed on', () => {
  const has = (clause: string, key: string) => families(contract(clause)).has(key);
  const quotes = (clause: string, key: string) => families(contract(clause)).get(key)?.snippet;
  const typeOf = (title: string) =>
    reviewDocumentOffline(
      `${title}\nThis Agreement is made on May 1, 2024 between Alder Works Inc. ("Assignor") and Birch Labs LLC ("Assignee"). The Stock Purchase Agreement of even date is referred to below.`,
    ).documentType;

  it('names an assignment of technology or inventions as an IP assignment, and no other assignment', () => {
    for (const title of ['TECHNOLOGY ASSIGNMENT AGREEMENT', 'Invention Assignment Agreement', 'ASSIGNMENT OF PATENTS'])
      expect([title, typeOf(title)]).toEqual([title, 'Intellectual property assignment']);
    for (const title of ['ASSIGNMENT AND ASSUMPTION AGREEMENT', 'ASSIGNMENT OF LEASE'])
      expect([title, typeOf(title)]).not.toEqual([title, 'Intellectual property assignment']);
  });

  it('reads a term in other words, and no term where the agreement only survives a void clause or cannot end', () => {
    for (const clause of [
      'The engagement begins on the signing date and will end on December 31, 2025.',
      'The Company shall continue perpetually until dissolved under Article 9.',
      'This Agreement may not be terminated except by the written agreement of both parties.',
    ])
      expect([clause, has(clause, 'term-termination')]).toEqual([clause, true]);
    for (const clause of [
      'If any term of this Agreement is held invalid, the remaining terms shall continue in full force and effect.',
      'The transfer of the Software is irrevocable, and this Agreement is not subject to termination by either party.',
      'This Agreement cannot be terminated or revoked by the Assignor.',
    ])
      expect([clause, has(clause, 'term-termination')]).toEqual([clause, false]);
  });

  it('leaves out a non-compete the agreement says it does not contain, and reads a ban on rival makers’ goods', () => {
    for (const clause of [
      'This Agreement does not contain, and shall not be read as, a non-compete.',
      'No non-competition covenant binds the Assignor after the Closing.',
    ])
      expect([clause, has(clause, 'non-compete')]).toEqual([clause, false]);
    for (const clause of [
      'Consultant shall comply with the non-compete in Section 9 for two years.',
      'During the Term, Distributor shall not sell or distribute any infusion pump manufactured by any person other than Supplier.',
      '4.1 Competing Products. Reseller will carry only the Supplier line of monitors during the Term.',
    ])
      expect([clause, has(clause, 'non-compete')]).toEqual([clause, true]);
    expect(has('Distributor shall not sell the Products to any person other than end users.', 'non-compete')).toBe(
      false,
    );
  });

  it('reads a sole right to service as exclusivity, and not the goodwill of a business sold', () => {
    const sole =
      "Customer shall not permit anyone other than Provider's technicians to service or repair the Machines.";
    expect(quotes(sole, 'exclusivity')).toBe(sole);
    for (const clause of [
      'The Purchased Assets include the goodwill of the Business and the exclusive right of the Buyer to represent itself as carrying on the Business in continuation of the Seller.',
      'Provider shall not permit any person other than its own employees to access Client Data.',
    ])
      expect([clause, has(clause, 'exclusivity')]).toEqual([clause, false]);
  });

  it('reads IP handed over by a deed or by "hereby assigns it", and not an assignment of a lease', () => {
    for (const clause of [
      'Seller shall at Closing execute and deliver an assignment of the Trademarks to Buyer.',
      'To the extent the Founder holds any right in the Software, the Founder hereby assigns it to the Company.',
    ])
      expect([clause, has(clause, 'intellectual-property')]).toEqual([clause, true]);
    expect(has('Seller shall deliver an assignment of the Lease to Buyer at Closing.', 'intellectual-property')).toBe(
      false,
    );
  });

  it('reads hiring bans on staff named by their posting, and inducements to leave someone’s employ', () => {
    for (const clause of [
      'Customer shall not, during the Term and for twelve months after it ends, directly or through any other contractor, hire any technician who was assigned by Provider to the Site.',
      "Client shall not induce any such person to leave Provider's employ.",
    ])
      expect([clause, has(clause, 'non-solicit')]).toEqual([clause, true]);
    for (const clause of [
      'Provider shall induce its suppliers to leave packaging at the loading dock.',
      'Client shall not engage any contractor that was previously dismissed by Provider for safety breaches.',
    ])
      expect([clause, has(clause, 'non-solicit')]).toEqual([clause, false]);
  });

  it('reads several caps carved out at once, a warranty for the rest of a shelf life, and only a duty to insure', () => {
    expect(
      has(
        "Sections 10.1 and 10.2 shall not apply to damages caused by a party's fraud or wilful misconduct.",
        'uncapped-liability',
      ),
    ).toBe(true);
    expect(
      has('Sections 4.1 and 4.2 shall not apply to orders placed before the Effective Date.', 'uncapped-liability'),
    ).toBe(false);
    expect(
      has(
        'Supplier warrants that each lot shall conform to the Specifications for the remainder of its stated shelf life.',
        'warranty-duration',
      ),
    ).toBe(true);
    expect(
      has('Supplier warrants that each lot shall be labelled with its stated shelf life.', 'warranty-duration'),
    ).toBe(false);
    for (const clause of [
      '7.2 Insurance. The Manager may, but is not required to, buy key-person insurance for the Company.',
      'The Partnership is not required to obtain an insurance policy on the land.',
    ])
      expect([clause, has(clause, 'insurance')]).toEqual([clause, false]);
    expect(has('Provider shall maintain professional liability insurance of $1,000,000.', 'insurance')).toBe(true);
    expect(
      has("No dividend shall be paid if the Company's liabilities would then exceed its assets.", 'liability-cap'),
    ).toBe(false);
  });

  it('reads a sum set for each failure as a penalty, and not a price per milestone or order', () => {
    for (const clause of [
      'Provider shall credit Client five percent (5%) of the monthly fee for each day of delay beyond the Go-Live Date.',
      'Client shall receive a credit equal to 3% of the monthly charge for each missed response time.',
    ]) {
      const penalty = families(contract(clause)).get('penalty');
      expect([clause, penalty?.snippet, penalty?.riskLevel]).toEqual([clause, clause, 'medium']);
    }
    for (const clause of [
      'Provider shall invoice ten percent (10%) of the fee for each milestone achieved.',
      'A discount of 2% applies per order of more than 100 units.',
    ])
      expect([clause, has(clause, 'penalty')]).toEqual([clause, false]);
  });

  it('counts better terms passed on as price parity, and not a mere duty to tell of them', () => {
    for (const clause of [
      'If Supplier offers better terms to any other customer, Supplier shall promptly notify Client.',
      'Provider may give another client lower rates and shall inform Client of them within ten days.',
    ])
      expect([clause, has(clause, 'most-favoured-nation')]).toEqual([clause, false]);
    for (const clause of [
      'If Supplier grants better terms to any other customer, it shall notify Client and extend the same terms to Client.',
      'Provider shall notify Client of any lower rate given to another client, and Client shall then be entitled to that rate.',
    ])
      expect([clause, has(clause, 'most-favoured-nation')]).toEqual([clause, true]);
  });
});

describe('offline review: options named in brackets, passive ends, licences of places, carve-out lists and dilution', () => {
  const has = (clause: string, key: string) => families(contract(clause)).has(key);
  const quotes = (clause: string, key: string) => families(contract(clause)).get(key)?.snippet;

  it('reads an option to renew whose defined name stands between "option" and "to extend"', () => {
    const clause =
      'Licensee shall have the right (the "Extension Right") to extend the Term for two further years by written notice given no later than June 30, 2027.';
    expect(quotes(clause, 'renewal-notice')).toBe(clause);
    expect(
      has(
        'Buyer shall have the option (the "Purchase Option") to buy the Equipment at its residual value on written notice.',
        'renewal-notice',
      ),
    ).toBe(false);
  });

  it('reads an agreement that "may be ended" without a reason as ended at will, and not one ended for a cause', () => {
    for (const clause of [
      "After the Initial Period, the engagement may be ended by either party without stating any reason on thirty days' written notice.",
      "The periodic tenancy may be brought to an end by either party for any reason on one month's notice.",
    ]) {
      const item = families(contract(clause)).get('termination-for-convenience');
      expect([clause, item?.snippet, item?.riskLevel]).toEqual([clause, clause, 'low']);
    }
    for (const clause of [
      'This Agreement may be ended by the Owner if the Manager fails to remedy a material breach within thirty days.',
      'The Lease may not be ended without giving any reason before the Expiry Date.',
    ])
      expect([clause, has(clause, 'termination-for-convenience')]).toEqual([clause, false]);
  });

  it('leaves out a licence of a place and a ban on licensing, and keeps a licence of software used at a place', () => {
    for (const clause of [
      'The Tenant has a non-exclusive licence, shared with other occupiers, to use the car park and loading dock.',
      'Tenant must not grant any licence over any part of the Premises without the Landlord’s consent.',
      'Distributor shall not license the Marks to any sub-distributor.',
    ])
      expect([clause, has(clause, 'license-grant')]).toEqual([clause, false]);
    const software = "Provider grants Client a non-exclusive licence to use the Software at Client's premises.";
    expect(quotes(software, 'license-grant')).toBe(software);
  });

  it('reads carve-outs from the cap given as a list or by the matters of another clause', () => {
    for (const clause of [
      'Save in respect of the matters set out in clause 14.2, the aggregate liability of each party shall not exceed the Charges paid in the preceding year.',
      "Except for a breach of clause 9, a party's payment obligations under clause 4, or its fraud, neither party shall be liable for any indirect or consequential loss.",
    ])
      expect(quotes(clause, 'uncapped-liability')).toBe(clause);
    for (const clause of [
      'Except for routine maintenance described in Section 4, the Supplier shall give notice of any outage, and its liability for outages is set out in Schedule 2.',
      'The total liability of each party shall not exceed the fees paid in the preceding twelve months.',
    ])
      expect([clause, has(clause, 'uncapped-liability')]).toEqual([clause, false]);
  });

  it('leaves out exclusivity a heading denies, and keeps a requirements commitment', () => {
    expect(
      has(
        'No Obligation of Exclusivity. Client is not obliged to purchase all or any part of its requirements for the Goods from Supplier.',
        'exclusivity',
      ),
    ).toBe(false);
    expect(
      has(
        'Client is under no duty to buy any share of its requirements of the Goods exclusively from Supplier.',
        'exclusivity',
      ),
    ).toBe(false);
    const commitment = 'Exclusivity. Client shall purchase all of its requirements for the Goods from Supplier.';
    expect(has(commitment, 'exclusivity')).toBe(true);
  });

  it('names a services agreement whose opening says the supplier hosts the client’s systems a hosting agreement', () => {
    const typeOf = (opening: string) =>
      reviewDocumentOffline(
        `THIS AGREEMENT is dated 2 May 2024\nPARTIES\n(1) Alder Works Limited (the "Supplier") and (2) Birch Retail Limited (the "Customer").\nBACKGROUND\n(A) ${opening}\n(B) The Supplier has agreed to provide the Services on the terms of this agreement.`,
      ).documentType;
    for (const opening of [
      'The Supplier provides managed hosting services from its own facilities.',
      "The Customer's billing platform will be hosted and managed by the Supplier.",
    ])
      expect([opening, typeOf(opening)]).toEqual([opening, 'Hosting agreement']);
    for (const opening of [
      'The Supplier advises retailers on choosing a hosting provider.',
      "The Customer's website is hosted by a third party.",
    ])
      expect([opening, typeOf(opening)]).toEqual([opening, 'Services or consulting agreement']);
  });

  it('reads a stake cut by more than the shortfall of a member in default as a penalty, and no lesser or optional cut', () => {
    for (const clause of [
      'The Units of a Defaulting Shareholder shall be reduced by 125% of the shortfall in its required contribution.',
      "A Defaulting Venturer's Percentage Interest shall be diluted by twice the amount it failed to fund.",
    ]) {
      const penalty = families(contract(clause)).get('penalty');
      expect([clause, penalty?.snippet, penalty?.finding]).toEqual([
        clause,
        clause,
        'A party in default loses more of its stake than its shortfall (punitive dilution).',
      ]);
    }
    for (const clause of [
      "A non-contributing Member's Percentage Interest shall be reduced by 1.5 times the amount it chose not to contribute, each Member having the right but not the obligation to contribute.",
      "The Defaulting Member's Percentage Interest shall be reduced by 100% of the amount not contributed.",
      "The Defaulting Member's Percentage Interest shall be reduced by 15% of the shortfall.",
    ])
      expect([clause, has(clause, 'penalty')]).toEqual([clause, false]);
  });
});

describe('offline review: Commonwealth covenant formulas, denied rights, claim time bars and short-form titles', () => {
  const has = (clause: string, key: string) => families(contract(clause)).has(key);
  const level = (clause: string, key: string) => families(contract(clause)).get(key)?.riskLevel;
  const typeOf = (text: string) => reviewDocumentOffline(text).documentType;

  it('reads "engaged, concerned or interested" and "entice away" covenants listed under their promise', () => {
    const covenants =
      'Each Vendor covenants with the Purchaser that it will not, for a period of eighteen months after Completion, whether on its own account or with any other person, directly or indirectly:\n(a) be engaged, concerned or interested in any business in New South Wales which is in competition with the Business;\n(b) solicit or entice away from the Company any person who was a client of the Company in the year before Completion; or\n(c) endeavour to entice away any senior employee of the Company.';
    expect([has(covenants, 'non-compete'), has(covenants, 'non-solicit')]).toEqual([true, true]);
    expect(level(covenants, 'non-compete')).toBe('medium');
    const representation =
      'The Consultant represents that he is not engaged, concerned or interested in any business which competes with the Company.';
    expect(has(representation, 'non-compete')).toBe(false);
    expect(has('The Company shall not be interested in any business of the Consultant.', 'non-compete')).toBe(false);
    expect(has('The Client may solicit tenders from other providers at any time.', 'non-solicit')).toBe(false);
  });

  it('reads a ban on competing products with a promise for affiliates between', () => {
    const clause =
      'While the licence is exclusive, the Licensee shall not, and shall ensure that each member of its Group does not, make, import, market or supply any Competing Product in India.';
    expect(has(clause, 'non-compete')).toBe(true);
    expect(
      has(
        'The Licensee shall not use the Know-How, directly or through others, to develop a competing product.',
        'non-compete',
      ),
    ).toBe(false);
  });

  it('reads a right to terminate denied in "has any right" or "is entitled" words as no termination at will', () => {
    for (const clause of [
      'Neither party has any right to terminate this Agreement for convenience during the Initial Term.',
      'No party shall be entitled to terminate this Agreement without cause before the third anniversary.',
    ])
      expect([clause, has(clause, 'termination-for-convenience')]).toEqual([clause, false]);
    expect(
      has(
        'Either party may terminate this Agreement for convenience on 90 days’ notice.',
        'termination-for-convenience',
      ),
    ).toBe(true);
  });

  it('reads an exclusive right withheld, or an exclusive licence listed as a disposal, as no exclusivity', () => {
    for (const clause of [
      'This Agreement does not grant the Agent any exclusive right to represent the Principal in the Territory.',
      'Nothing in this letter confers on the Bidder an exclusive right to negotiate for the Shares.',
      'The Company shall not without Investor Consent sell, grant an exclusive licence of or otherwise dispose of its patents.',
      'The Company shall not, without Board approval, licence on an exclusive basis or otherwise dispose of any key asset.',
    ])
      expect([clause, has(clause, 'exclusivity')]).toEqual([clause, false]);
    for (const clause of [
      'The Principal hereby grants the Agent an exclusive right to represent it in the Territory.',
      'The Licensor grants the Licensee an exclusive licence of the Patents in the Field.',
    ])
      expect([clause, has(clause, 'exclusivity')]).toEqual([clause, true]);
  });

  it('reads a time bar on warranty claims as the warranty period, and a bare reference to warranty claims as none', () => {
    for (const clause of [
      'No claim for breach of the Warranties may be made against the Sellers unless notice of it is given before the first anniversary of Completion.',
      'The Vendor is not liable for a claim under the Warranties unless the Purchaser notifies it within eighteen (18) months after Completion.',
      'Warranty Claims must be notified to the Seller no later than 24 months after the Closing Date.',
    ])
      expect([clause, has(clause, 'warranty-duration')]).toEqual([clause, true]);
    expect(
      has(
        'Claims for breach of the Warranties are subject to the limits in clause 9 and to the Disclosure Letter.',
        'warranty-duration',
      ),
    ).toBe(false);
    const afterAcceptance =
      "For a period of sixty (60) days after the Customer's acceptance of each configured workflow and its related scripts, the Supplier warrants that it will perform as specified.";
    expect(level(afterAcceptance, 'warranty-duration')).toBe('medium');
  });

  it('reads a person gaining control of a party as a change of control, and a definition of control alone as none', () => {
    for (const clause of [
      'Any issue of shares that results in a person acquiring a controlling interest in the Distributor is a Transfer requiring consent.',
      'If any person obtains the power to direct the management of the Reseller, the Supplier may terminate this Agreement.',
      'A change that results in the Members ceasing to hold a majority of the voting units in the Licensee shall be an assignment.',
    ])
      expect([clause, has(clause, 'change-of-control')]).toEqual([clause, true]);
    expect(
      has(
        'An entity controls another if it possesses the power to direct the management and policies of that other entity.',
        'change-of-control',
      ),
    ).toBe(false);
  });

  it('reads carve-outs from caps numbered with a part letter, and no insurance "limit of indemnity" as an indemnity', () => {
    const carveOut =
      'Sections H.2 and H.3 shall not apply to a party’s indemnity obligations or to its breach of confidentiality.';
    expect(level(carveOut, 'uncapped-liability')).toBe('high');
    expect(
      has(
        'The Contractor shall insure against public liability with a limit of indemnity of not less than £10,000,000.',
        'indemnity',
      ),
    ).toBe(false);
    expect(has('The Contractor shall indemnify the Employer against all claims for injury.', 'indemnity')).toBe(true);
  });

  it('names untitled agreements by their bargain and short forms by what they sell', () => {
    const nda =
      'THIS AGREEMENT is dated 3 June 2024\nPARTIES\n(1) Ridge Analytics Pty Ltd (the "Company") and (2) Wattle Capital Pty Ltd (the "Recipient").\n"Purpose": the evaluation of a possible investment in the Company.\nIn consideration of the Company disclosing Confidential Information to it, the Recipient undertakes to keep it confidential.\nThis agreement is governed by the law of New South Wales.';
    expect(typeOf(nda)).toBe('Non-disclosure agreement');
    const form = (service: string) =>
      `SUBSCRIPTION ORDER FORM\nOrder Date: 4 March 2025\nSupplier: Kite Systems Pte. Ltd. Customer: Banyan Foods Pte. Ltd.\nService: ${service}\nFees: SGD 12,000 per annum, payable within 30 days of invoice. This Order Form incorporates the Subscription Terms below, and the parties agree to them.`;
    expect(typeOf(form('cloud-based inventory and ordering platform for 12 outlets'))).toBe('Hosting agreement');
    expect(typeOf(form('quarterly delivery of 400 cartons of packaging'))).not.toBe('Hosting agreement');
    const title = (name: string) =>
      typeOf(
        `${name}\nThis Agreement is made on 2 May 2024 between Oak Media LLC ("Consultant") and Pine Bank Inc. ("Client").`,
      );
    expect(title('MARKETING CONSULTING SERVICES AGREEMENT')).toBe('Services or consulting agreement');
    expect(title('MARKETING ADVISORY AGREEMENT')).toBe('Services or consulting agreement');
    expect(title('MARKETING SERVICES AGREEMENT')).toBe('Co-branding or marketing agreement');
    expect(title('CO-MARKETING AGREEMENT')).toBe('Co-branding or marketing agreement');
  });
});

describe('offline review: retail radius and exclusive-use covenants, cure times, denied audits and statutory caps', () => {
  const has = (clause: string, key: string) => families(contract(clause)).has(key);
  const quotes = (clause: string, key: string) => families(contract(clause)).get(key)?.snippet;
  const typeOf = (text: string) => reviewDocumentOffline(text).documentType;

  it('reads a retail tenant’s radius restriction as a non-compete, and a distance for deliveries or plant as none', () => {
    for (const clause of [
      'While the Lease is in force, the Tenant shall not operate any other store similar to the store in the Premises within a radius of three (3) miles of the Centre.',
      'Neither the Tenant nor any of its affiliates shall carry on or be engaged in a business competitive with the business in the Premises within 2 kilometres of the Mall.',
    ])
      expect(quotes(clause, 'non-compete')).toBe(clause);
    for (const clause of [
      'The Tenant shall not operate any generator within 10 metres of the loading dock.',
      'Landlord shall deliver the keys to any store within 5 miles of the Premises.',
      'The Tenant shall not run its business from any unit other than the Premises without consent.',
    ])
      expect(has(clause, 'non-compete')).toBe(false);
  });

  it('reads a landlord’s promise to let no other unit for the tenant’s trade as exclusivity, and a use banned centre-wide as none', () => {
    const exclusiveUse =
      'The Landlord shall not lease or permit the use of any other premises in the Shopping Centre for the purpose of selling coffee by the cup.';
    expect(quotes(exclusiveUse, 'exclusivity')).toBe(exclusiveUse);
    expect(has('The Landlord will not let any other unit in the Plaza to be used as a pharmacy.', 'exclusivity')).toBe(
      true,
    );
    expect(
      has(
        'The Landlord shall not lease any space in the Building for use as an adult entertainment venue.',
        'exclusivity',
      ),
    ).toBe(false);
  });

  it('keeps a "Non-exclusivity" heading out of exclusivity', () => {
    expect(
      has(
        '3.3 Non-exclusivity. Nothing in this Agreement obliges Client to buy any minimum volume, and Client may buy the same services from others.',
        'exclusivity',
      ),
    ).toBe(false);
    expect(has('3.3 Exclusivity. Client shall buy its cleaning services only from Provider.', 'exclusivity')).toBe(
      true,
    );
  });

  it('reads a time to pay or to cure a breach as no warranty period, and a part failing early as one', () => {
    expect(
      has(
        'Client may terminate if Provider fails to pay any rebate within 20 days after notice, or commits a material breach and does not fix it within 30 days.',
        'warranty-duration',
      ),
    ).toBe(false);
    expect(
      has(
        'If the failure to perform its obligations continues for 15 days, Client may end this Agreement unless Provider has fixed it.',
        'warranty-duration',
      ),
    ).toBe(false);
    expect(
      has(
        'If any pump fails within twelve (12) months after installation, Provider shall repair or replace it free of charge.',
        'warranty-duration',
      ),
    ).toBe(true);
  });

  it('reads "as is reasonably required" as a measure, not an "as is" disclaimer', () => {
    const measured =
      'Provider warrants that it will restore the Services within such longer period as is reasonably required by the fault.';
    expect(quotes(measured, 'warranties')).toBe(measured);
    expect(has(measured, 'warranty-disclaimer')).toBe(false);
    expect(has('The used equipment is sold as is, where is.', 'warranty-disclaimer')).toBe(true);
  });

  it('reads an inspection right denied as no audit right, unless the sentence also grants one', () => {
    expect(
      has(
        'Each party’s internal review processes are for its own benefit and do not give the other party any right to inspect its records.',
        'audit-rights',
      ),
    ).toBe(false);
    expect(has('Provider shall have no right to audit the books of Client.', 'audit-rights')).toBe(false);
    expect(
      has(
        'Client may audit the records of Provider once a year, but this does not give Client any right to inspect Provider’s premises.',
        'audit-rights',
      ),
    ).toBe(true);
  });

  it('reads damages that may not exceed an amount, and a limitation named for a manager, as a liability cap', () => {
    const cap =
      'The damages assessed against a Manager arising out of a single transaction shall not exceed the greater of $100,000 and the Manager’s compensation in the prior twelve months.';
    expect(quotes(cap, 'liability-cap')).toBe(cap);
    expect(has('7. Limitation of Manager Liability', 'liability-cap')).toBe(true);
    expect(has('The damages caused by the flood were assessed by an adjuster.', 'liability-cap')).toBe(false);
    expect(
      has('Late deliveries shall not exceed five per cent of the deliveries assessed in any quarter.', 'liability-cap'),
    ).toBe(false);
  });

  it('reads a licence with its time before "to use" as a licence grant', () => {
    for (const grant of [
      'Brand B shall have a non-exclusive, royalty-free licence for the duration of this Agreement to use the Brand A Marks on the co-branded packaging.',
      'Brand A hereby grants to Brand B a non-exclusive, non-transferable, non-sublicensable (except to its printers and advertising agencies acting on its behalf), royalty-free licence during the Term to use the Brand A Marks.',
    ])
      expect(quotes(grant, 'license-grant')).toBe(grant);
    expect(
      has('Brand B shall use the Marks during the Term only as the brand guidelines allow.', 'license-grant'),
    ).toBe(false);
  });

  it('reads dealing with a rival brand as exclusivity, not a non-compete, and endorsing for rival goods as a non-compete', () => {
    const dealing =
      'During the Campaign, Retailer shall not enter into any co-branding arrangement with any Competing Beverage Brand, and shall not stock any Competing Beverage Brand product at any event.';
    expect(has(dealing, 'non-compete')).toBe(false);
    expect(has(dealing, 'exclusivity')).toBe(true);
    const endorsing =
      'During the Term, the Athlete will not endorse, promote or provide consulting services to any company for Competing Products.';
    expect(quotes(endorsing, 'non-compete')).toBe(endorsing);
    expect(
      has('During the Term, the Athlete will promote the Products to any company in the trade.', 'non-compete'),
    ).toBe(false);
  });

  it('names an untitled agreement appointing a distributor by its bargain, and keeps an agreement form from reading as a letter', () => {
    const untitled = (recital: string) =>
      `THIS AGREEMENT is dated 2 June 2025\nPARTIES\n(1) Fenwick Devices Ltd (the "Supplier") and (2) Harrow Medical Ltd (the "Distributor").\nBACKGROUND\n${recital}\nAGREED TERMS\nThe Supplier may make a written demand for any overdue sum, and may take legal action to recover it.`;
    expect(
      typeOf(untitled('The Supplier wishes to appoint the Distributor as its exclusive distributor of the Products.')),
    ).toBe('Reseller or distribution agreement');
    expect(
      typeOf(untitled('The Supplier wishes to appoint Harrow as its agent for the sale of the Products.')),
    ).not.toBe('Reseller or distribution agreement');
    expect(
      typeOf(untitled('The Supplier wishes to appoint Harrow as its agent for the sale of the Products.')),
    ).not.toBe('Letter (demand or notice)');
    expect(
      typeOf(
        'Dear Mr Harrow,\nWe act for Fenwick Devices Ltd. We demand payment of the overdue sum within 7 days, failing which our client will take legal action.\nYours sincerely,\nPike & Co',
      ),
    ).toBe('Letter (demand or notice)');
  });
});

describe('offline review: undertakings, restraints, fixed sums for breach and denied rights', () => {
  const typeOf = (text: string) => reviewDocumentOffline(text).documentType;

  it('names a confidentiality undertaking, deed or letter a non-disclosure agreement, and not a body that mentions one', () => {
    const body =
      'Date: 3 March 2025\nFrom: Harbourline Analytics Ltd (the "Discloser") to Pellow Capital LLP (the "Recipient").\nThe Recipient shall keep the Confidential Information secret and use it only to evaluate a possible investment. The Recipient’s employees and salary data are not affected.';
    for (const title of ['CONFIDENTIALITY UNDERTAKING', 'Deed of Confidentiality', 'NON-DISCLOSURE LETTER'])
      expect(typeOf(`${title}\n${body}`)).toBe('Non-disclosure agreement');
    expect(
      typeOf(
        'EMPLOYMENT AGREEMENT\nThis Agreement is made on 1 May 2025 between Harbourline Analytics Ltd and Sam Reed (the "Employee"). The Employee shall sign the Company’s confidentiality undertaking on the first day.',
      ),
    ).toBe('Employment agreement or offer letter');
  });

  it('reads a choice of law whatever the document calls itself, in any casing, and no duty to obey a place’s laws', () => {
    const law = (clause: string) => families(contract(clause)).get('governing-law')?.finding;
    for (const [clause, finding] of [
      ['Scots law governs this letter and any dispute arising from it.', 'Governed by Scots law.'],
      ['MANITOBA LAW SHALL GOVERN THIS AGREEMENT.', 'Governed by the laws of MANITOBA.'],
      ['This Agreement is to be read according to Danish law.', 'Governed by Danish law.'],
      [
        'This Agreement shall be governed by the law in force in the Province of Nova Scotia.',
        'Governed by the laws of Nova Scotia.',
      ],
      ['The law of Malta applies to this deed.', 'Governed by the laws of Malta.'],
      [
        'The validity and performance of this Agreement are subject to the laws of Bermuda.',
        'Governed by the laws of Bermuda.',
      ],
      ['The parties choose the laws of Maine to govern this Agreement.', 'Governed by the laws of Maine.'],
      ['12. CHOICE OF LAW Utah law governs this Agreement.', 'Governed by the laws of Utah.'],
    ])
      expect([clause, law(clause)]).toEqual([clause, finding]);
    for (const clause of [
      'The Reseller is subject to the laws of the Region regarding export controls.',
      'Reseller shall comply with the laws of the State of Oregon governing the sale of cannabis.',
      'Each party’s performance shall be subject to Applicable Law.',
      'The laws of the Region apply to the labelling of the Goods.',
    ])
      expect([clause, law(clause)]).toEqual([clause, undefined]);
  });

  it('reads no payment in money data or advisers’ fees, no audit or licence a clause withholds, and ending at any time', () => {
    const has = (clause: string, key: string) => families(contract(clause)).has(key);
    for (const clause of [
      'Confidential Information includes payroll and salary data and the Provider’s pricing and fee schedules.',
      'Each party shall bear its own legal fees in connection with this Agreement.',
    ])
      expect([clause, has(clause, 'payment')]).toEqual([clause, false]);
    expect(has('Client shall pay the fees in the Order Form.', 'payment')).toBe(true);
    for (const clause of [
      'Access logs are kept by the Provider, and this gives the Client no right to inspect the Provider’s systems or records.',
      'Nothing in this Agreement grants the Client a right to audit the Provider’s books.',
    ])
      expect([clause, has(clause, 'audit-rights')]).toEqual([clause, false]);
    for (const clause of [
      'Sharing the materials grants no licence or other right under any trade mark or copyright.',
      'This Agreement does not grant the Client any licence under the Provider’s patents.',
    ])
      expect([clause, has(clause, 'license-grant')]).toEqual([clause, false]);
    for (const clause of [
      'Either party may terminate this Agreement at any time by giving written notice to the other.',
      'Client may at any time terminate this Agreement on written notice to Provider.',
      'Either party may break off negotiations at any time without giving reasons.',
    ])
      expect([clause, has(clause, 'termination-for-convenience')]).toEqual([clause, true]);
    for (const clause of [
      'Either party may terminate this Agreement by written notice if the other commits a material breach.',
      'Employment is at will, and either party may end it at any time with two weeks notice.',
      'Either party may at any time ask for its materials back by written notice.',
    ])
      expect([clause, has(clause, 'termination-for-convenience')]).toEqual([clause, false]);
  });

  it('reads restraints in "must not", "undertakes not to" and "be involved in" words, and customers drawn away', () => {
    const has = (clause: string, key: string) => families(contract(clause)).has(key);
    for (const clause of [
      'During the Term and for 18 months afterwards, the Licensee and its directors must not be involved in any way (as owner, lender, employee or otherwise) in any tutoring or coaching business other than the Centre.',
      'After this agreement ends, you must not be involved in any dance school or studio operating within the Restricted Area.',
      'Franchisee shall not own, manage, control or participate in any business similar to the Franchised Restaurant.',
      'During the Restricted Period the Vendor shall not, anywhere in the Territory, carry on the Business.',
      'The Vendor undertakes not to carry on, for two years after Completion, any business in competition with the Company.',
    ])
      expect([clause, has(clause, 'non-compete')]).toEqual([clause, true]);
    for (const clause of [
      'Franchisee must not be involved in any breach of the brand standards.',
      'The Licensee must not use the Marks in any business card without approval.',
    ])
      expect([clause, has(clause, 'non-compete')]).toEqual([clause, false]);
    for (const clause of [
      'For 12 months after the Term, the Licensee must not solicit or entice any person who was a student of the Centre to enrol elsewhere.',
      'The Reseller undertakes not to recruit any of the Supplier’s engineers.',
      'The Executive shall not induce any supplier of the Company to reduce its supplies.',
      'The Seller will not, for two years, approach any customer of the Business.',
      'Neither party shall interfere with the relationship between the other and its staff.',
    ])
      expect([clause, has(clause, 'non-solicit')]).toEqual([clause, true]);
    expect(has('The Reseller must not solicit orders outside the Territory.', 'non-solicit')).toBe(false);
  });

  it('reads a change in who holds or controls a party, with what follows, as a change of control', () => {
    const has = (clause: string, key: string) => families(contract(clause)).has(key);
    for (const clause of [
      'Any change in the shareholding of the Reseller that leaves its founders no longer in control is treated as an assignment needing the Supplier’s consent.',
      'A change in the beneficial ownership of more than half of the shares in Client is deemed an assignment of this Agreement.',
      'If the persons who control Provider at signing cease to control it, Client may terminate this Agreement.',
      'If any person acquires a majority of the voting shares of Client, Provider may terminate this Agreement on notice.',
    ])
      expect([clause, has(clause, 'change-of-control')]).toEqual([clause, true]);
    for (const clause of [
      'Client may change the shareholding of its subsidiaries at any time.',
      'Each party shall control its own personnel.',
    ])
      expect([clause, has(clause, 'change-of-control')]).toEqual([clause, false]);
  });

  it('reads caps in "restricted to" and amount words, no cap that is said not to apply, and carve-outs by obligation', () => {
    const has = (clause: string, key: string) => families(contract(clause)).has(key);
    for (const clause of [
      'The maximum aggregate liability of Provider shall be £250,000.',
      'Provider’s entire liability for all claims shall in no case be more than the fees for one month.',
      'Each party’s liability is restricted to direct loss up to the fees payable in the year of the claim.',
    ])
      expect([clause, has(clause, 'liability-cap')]).toEqual([clause, true]);
    for (const clause of [
      'No limitation of liability printed on any delivery note or the Provider’s standard terms shall apply to the Services.',
      'If Client ends the Agreement early it must pay for work done, but is not liable for loss of profit on the rest of the Term.',
    ])
      expect([clause, has(clause, 'liability-cap')]).toEqual([clause, false]);
    for (const clause of [
      'Provider’s total liability shall not exceed the fees paid. Sections 8.1 and 8.2 do not apply to Client’s obligations under Section 5, to a party’s breach of Section 6, or to amounts payable under Section 3.',
      'Neither party limits or excludes its liability for death or personal injury caused by its negligence.',
    ])
      expect([clause, has(clause, 'uncapped-liability')]).toEqual([clause, true]);
    expect(
      has(
        'Provider’s total liability shall not exceed the fees paid. Sections 4.1 and 4.2 do not apply to orders placed through a reseller.',
        'uncapped-liability',
      ),
    ).toBe(false);
    expect(has('Sections 4.1 and 4.2 do not apply to a breach of Section 9 by a reseller.', 'uncapped-liability')).toBe(
      false,
    );
  });

  it('reads a sum fixed for a breach or for each day of delay as a penalty, and not interest, costs or a placement fee', () => {
    const has = (clause: string, key: string) => families(contract(clause)).has(key);
    for (const clause of [
      'If Client diverts any customer in breach of Section 6, Client shall pay Provider a fee equal to twenty percent (20%) of that customer’s first-year revenue.',
      'Should Provider breach the exclusivity in Section 4, it must pay Client an amount equal to three times the fees paid in the prior quarter.',
      'For each day the installation remains incomplete after the Go-Live Date, Provider shall pay Client $750.',
    ])
      expect([clause, has(clause, 'penalty')]).toEqual([clause, true]);
    for (const clause of [
      'If Client fails to pay any invoice, Client shall pay interest at 1% per month on the overdue amount.',
      'In the event of a breach, the breaching party shall pay the other’s reasonable attorneys’ fees.',
      'If Client hires any Provider employee in breach of Section 7, Client shall pay a placement fee equal to 25% of that employee’s salary.',
    ])
      expect([clause, has(clause, 'penalty')]).toEqual([clause, false]);
  });

  it('reads exclusivity, insurance, delegation bans, notices, renewal opt-outs and licences in more CUAD wordings', () => {
    const has = (clause: string, key: string) => families(contract(clause)).has(key);
    const wordings: [key: string, clause: string][] = [
      ['exclusivity', 'Owner shall not grant any other person a licence under the Design Rights in the Region.'],
      ['exclusivity', 'Client appoints Provider as its only authorised supplier of uniforms.'],
      ['exclusivity', 'Provider will act as the Client’s agency of record for paid search during the Term.'],
      ['insurance', 'Provider will carry errors and omissions coverage of not less than $1,000,000 per claim.'],
      ['insurance', 'Client shall procure and maintain public liability cover with a reputable insurer.'],
      ['insurance', 'Client shall insure the leased equipment against theft for its full replacement value.'],
      ['anti-assignment', 'Neither party may delegate its duties under this Agreement without the other’s consent.'],
      ['notices', 'Notices under this Agreement must be sent by registered post to the address in Schedule 2.'],
      [
        'notices',
        'All communications required by this Agreement shall be in writing and delivered to the addresses above.',
      ],
      ['renewal-notice', 'Either party may prevent renewal by written notice given 45 days before the renewal date.'],
      ['license-grant', 'Provider licenses to Client the non-exclusive right to use the Reports internally.'],
      ['license-grant', 'Client is granted a non-exclusive sublicence to use the Toolkit.'],
      ['license-grant', 'Provider grants Client the right to resell the Platform in Canada.'],
      [
        'license-grant',
        'Provider grants Client the right to operate one kiosk under the Provider’s marks at the Site.',
      ],
    ];
    for (const [key, clause] of wordings) expect([key, clause, has(clause, key)]).toEqual([key, clause, true]);
    const lookAlikes: [key: string, clause: string][] = [
      ['exclusivity', 'Client shall not grant any third party a sublicence to the Toolkit.'],
      ['exclusivity', 'Provider shall not grant any other customer credit terms beyond 60 days.'],
      ['insurance', 'Provider shall insure that all deliverables comply with the specification.'],
      ['license-grant', 'Client grants Provider the right to operate a kiosk in the lobby.'],
      ['notices', 'Provider shall give notice of any delay as soon as practicable.'],
    ];
    for (const [key, clause] of lookAlikes) expect([key, clause, has(clause, key)]).toEqual([key, clause, false]);
  });

  it('reads terms, ends by notice, audits, ownership, parity, carve-outs and rival employers in further wordings', () => {
    const has = (clause: string, key: string) => families(contract(clause)).has(key);
    const wordings: [key: string, clause: string][] = [
      [
        'term-termination',
        'This Agreement shall start on the Effective Date and continue for a period of two (2) years.',
      ],
      ['termination-for-convenience', 'This Agreement is terminable by either party on three months’ notice.'],
      ['audit-rights', 'Client or its nominee may audit Provider’s invoices and supporting documentation once a year.'],
      ['intellectual-property', 'All intellectual property rights in the Client Materials remain vested in Client.'],
      ['intellectual-property', 'Ownership of any invention made jointly will be shared equally between the parties.'],
      [
        'most-favoured-nation',
        'If Provider gives any other customer more favourable terms for the same volume, Client shall be entitled to the benefit of those terms.',
      ],
      [
        'uncapped-liability',
        'Notwithstanding the above, there shall be no limit on either party’s liability for fraud.',
      ],
      ['non-compete', 'The Consultant shall not become employed by a competitor of Client during the Term.'],
    ];
    for (const [key, clause] of wordings) expect([key, clause, has(clause, key)]).toEqual([key, clause, true]);
    const lookAlikes: [key: string, clause: string][] = [
      ['intellectual-property', 'Title to the delivered goods is vested in Client on payment.'],
      [
        'termination-for-convenience',
        'This Agreement is terminable by either party on notice if the other is insolvent.',
      ],
    ];
    for (const [key, clause] of lookAlikes) expect([key, clause, has(clause, key)]).toEqual([key, clause, false]);
  });

  it('reads no exclusivity in a sole basis for counting, and no insurance duty in a business that sells insurance', () => {
    const has = (clause: string, key: string) => families(contract(clause)).has(key);
    expect(
      has("Merchant's order records shall be the sole basis for calculating the referral fees payable.", 'exclusivity'),
    ).toBe(false);
    expect(has('Distributor shall be the sole distributor of the Products in Canada.', 'exclusivity')).toBe(true);
    expect(
      has(
        'Carrier Hub runs a website where drivers compare and buy auto insurance policies from partner insurers.',
        'insurance',
      ),
    ).toBe(false);
    expect(
      has('Vendor shall name Customer as an additional party on its insurance policy for the Term.', 'insurance'),
    ).toBe(true);
  });

  it('reads "represents to Buyer that" as a warranty, not an agent who may represent a new line so that', () => {
    const has = (clause: string, key: string) => families(contract(clause)).has(key);
    expect(has('Seller represents to Buyer that the Equipment is free of liens.', 'warranties')).toBe(true);
    expect(has('The Company represents, as of the Closing Date, that no litigation is pending.', 'warranties')).toBe(
      true,
    );
    expect(
      has(
        'The Representative shall notify the Principal before it begins to represent any new line, so that the Principal may object.',
        'warranties',
      ),
    ).toBe(false);
  });

  it('names an agreement for freight forwarding or a haulage agreement as logistics', () => {
    const type = (title: string) =>
      reviewDocumentOffline(`${title}\nDated 1 May 2025\nBetween A Ltd and B Ltd.`).documentType;
    expect(type('FRAMEWORK AGREEMENT FOR INTERNATIONAL FREIGHT FORWARDING AND CUSTOMS CLEARANCE SERVICES')).toBe(
      'Transportation or logistics agreement',
    );
    expect(type('Road Haulage Agreement')).toBe('Transportation or logistics agreement');
  });

  it('reads a merger in a list deemed a transfer needing consent, and a majority stake that "is a Transfer", as change of control', () => {
    const control = (clause: string) => families(contract(clause)).get('change-of-control')?.snippet;
    expect(
      control(
        "Each of the following shall be deemed an assignment requiring Licensor's prior written consent: any sale of the stock of Licensee that changes the persons who control Licensee; and any merger or consolidation of Licensee.",
      ),
    ).toMatch(/merger or consolidation/);
    expect(
      control(
        'A sale, in a single transaction or a series, of more than fifty percent (50%) of the membership interests of Subtenant is an assignment for the purposes of this Section.',
      ),
    ).toMatch(/fifty percent/);
    expect(control('Tenant may transfer shares of its stock on a public exchange without notice.')).toBeUndefined();
  });

  it('reads an early-termination option on months of notice as termination for convenience, and a requirements share after affiliates as exclusivity', () => {
    const found = families(
      contract(
        'Tenant may terminate this Lease effective as of the last day of the 48th month of the Term by giving Landlord written notice at least nine (9) months before that date, with a termination fee.',
        "Distributor shall buy from Maker not less than ninety percent (90%) of its, and its Affiliates', annual requirements of Components.",
      ),
    );
    expect(found.get('termination-for-convenience')?.snippet).toMatch(/Tenant may terminate this Lease/);
    expect(found.get('exclusivity')?.snippet).toMatch(/requirements of Components/);
    const renewal = families(
      contract(
        'Licensee may renew this Agreement for one further term by giving written notice at least sixty (60) days before the end of the Term.',
      ),
    );
    expect(renewal.get('termination-for-convenience')).toBeUndefined();
  });

  it('reads plain-English caps, carve-outs, ownership and best-price promises, and a hosted platform agreement as hosting', () => {
    const found = families(
      contract(
        "EACH PARTY'S TOTAL LIABILITY UNDER THIS AGREEMENT, WHETHER IN CONTRACT, TORT OR OTHERWISE, WILL NEVER BE MORE THAN THE FEES YOU PAID IN THE PRIOR 12 MONTHS.",
        'The ceilings in Section 9.1 do not apply to: (a) fees you owe; (b) a party’s gross negligence or fraud.',
        'We own the platform, our software and know-how, and all improvements we make to them.',
        'If we agree with any other customer to provide the same plan at a per-seat price lower than yours, we will lower your price to match.',
      ),
    );
    expect(found.get('liability-cap')?.snippet).toMatch(/NEVER BE MORE THAN/);
    expect(found.get('uncapped-liability')?.snippet).toMatch(/gross negligence/);
    expect(found.get('intellectual-property')?.snippet).toMatch(/We own the platform/);
    expect(found.get('most-favoured-nation')?.snippet).toMatch(/lower than yours/);
    const type = (title: string) =>
      reviewDocumentOffline(`${title}\nDated 1 May 2025\nBetween A Inc. and B LLC.`).documentType;
    expect(type('HOSTED PLATFORM AND SUPPORT AGREEMENT')).toBe('Hosting agreement');
    expect(type('EQUIPMENT MAINTENANCE AND SUPPORT AGREEMENT')).toBe('Maintenance or support agreement');
  });

  it('reads a long restraint on competing goods and a like game kept from others as non-compete, not an insurer’s non-renewal as renewal', () => {
    const found = families(
      contract(
        'The Distributor shall not, during the continuance of this Agreement, whether directly or indirectly and whether alone or jointly with, or as agent for, any other person, manufacture, distribute or sell, or be concerned or interested in the sale of, any Competing Products within the Territory.',
        'The Manager shall give the Owner not less than thirty (30) days’ notice before any cancellation, non-renewal or material reduction of the insurance coverage.',
      ),
    );
    expect(found.get('non-compete')?.snippet).toMatch(/Competing Products/);
    expect(found.get('renewal-notice')).toBeUndefined();
    const game = families(
      contract(
        'During the Term and for six (6) months after launch, Studio shall not develop, or help any third party develop, any mobile game that belongs to the same puzzle genre.',
      ),
    );
    expect(game.get('non-compete')?.snippet).toMatch(/puzzle genre/);
    const plain = families(contract('During the Term, Licensee shall not sell any product that infringes the Marks.'));
    expect(plain.get('non-compete')).toBeUndefined();
  });

  it('reads a running footer broken after its dash in a PDF as the DOCX reads it whole', () => {
    const body = contract('Either party may terminate this Agreement on ninety (90) days written notice to the other.');
    const docx = `${body}\n\n                    Harbor JVA - Page 4\n\nSCHEDULE A`;
    const pdf = `${body}\n                    Harbor JVA -\nPage 4\n\nSCHEDULE A`;
    expect(reviewDocumentOffline(pdf)).toEqual(reviewDocumentOffline(docx));
  });

  it('reads Windows line ends and a filing stamp broken over two lines as a DOCX of the same text reads', () => {
    const docx = contract(
      'Either party may terminate this Agreement without cause on ninety (90) days written notice to the other.',
      'This Agreement shall be construed in accordance with the laws of the State of Ohio.',
    );
    const pdf =
      `${docx.replace('terminate this', 'termi-\nnate this').replace('Either party', 'Source: ALDER WORKS\nINC, 10-Q, 5/2/2024\nEither party')}\n3`.replace(
        /\n/g,
        '\r\n',
      );
    expect(reviewDocumentOffline(pdf)).toEqual(reviewDocumentOffline(docx.replace(/\n/g, '\n\n')));
  });

  it('reads a contents list whose page numbers a PDF put on lines of their own, and an address wrapped after its number, as the DOCX reads them', () => {
    const contents =
      'TABLE OF CONTENTS\n  1.  Definitions ........................ 1\n  2.  Term and Termination ............... 2\n';
    const notices =
      'Notices to the Client go to Birch Retail LLC, 400 Technology Square, Suite 910, Cambridge, Massachusetts 02139.';
    const body = contract('Either party may terminate this Agreement on thirty (30) days written notice.', notices);
    const docx = `${contents}${body}`.split('\n').join('\n\n');
    const pdf = `${contents.replace(/\.\s(\d)\n/g, '.\n$1\n')}${body.replace('Suite 910, ', 'Suite\n910\n')}\n7`;
    const report = reviewDocumentOffline(pdf);
    expect(report).toEqual(reviewDocumentOffline(docx.replace('Suite 910, ', 'Suite 910 ')));
    expect(report.summary).not.toMatch(/\. \./);
  });

  it('names a creator or influencer partnership as a sponsorship, and reads "can\'t pass it on to anyone else" as a restriction on assignment', () => {
    const creator = reviewDocumentOffline(
      'CREATOR PARTNERSHIP AGREEMENT\nThis agreement is between Fernleaf Botanics Ltd ("we") and Priya Sandhu ("you"). You will post three videos featuring our products and we will pay you a fee of £4,000.\nThis agreement is personal to you. You can\'t pass it on to anyone else without our written agreement.',
    );
    expect(creator.documentType).toBe('Sponsorship or endorsement agreement');
    expect(creator.items.find((item) => item.key === 'anti-assignment')?.status).not.toBe('missing');
    expect(
      reviewDocumentOffline('PARTNERSHIP AGREEMENT\nThe partners agree to share profits equally.').documentType,
    ).toBe('Shareholders’, founders’ or operating agreement');
  });

  it('finds renewal run on for further periods, claimed by notice, or stopped by cancelling in time, a cap "for more than, in total", parity "at least as favourable to" the customer and an approach to growers barred', () => {
    const found = [
      ...families(
        contract(
          'When the Initial Term ends, this agreement automatically continues for a further period of 12 months unless either party gives the other written notice no later than 90 days before the end of the term then running.',
          'Neither of us will be responsible to the other for more than, in total, the greater of US$100 and the amount you paid us in the 12 months before the claim.',
          'The Prices charged to Customer shall at all times be at least as favorable to Customer as the prices Manufacturer offers to any other customer.',
          'The Carrier must not use information obtained under this agreement to approach any of those growers or buyers for freight work during the Term.',
        ),
      ).keys(),
    ];
    expect(found).toEqual(
      expect.arrayContaining(['renewal-notice', 'liability-cap', 'most-favoured-nation', 'non-solicit']),
    );
    expect(
      families(
        contract(
          'The Agent may, by written notice delivered not later than ninety days prior to the expiry of the Term, request a renewal of this Agreement for a further three years.',
        ),
      ).has('renewal-notice'),
    ).toBe(true);
    expect(
      families(
        contract(
          'Your plan renews on its own. To avoid being charged for the next period, you need to cancel at least 24 hours before your current period ends.',
        ),
      ).has('renewal-notice'),
    ).toBe(true);
  });

  it("does not take a licence's expiry for the agreement's term, names parties after a cover page and a contents list, and takes no span of months for them", () => {
    const assignment = reviewDocumentOffline(
      'INTELLECTUAL PROPERTY ASSIGNMENT AGREEMENT\nThis Agreement is made on March 3, 2025 between Northfield Labs Inc., an Ontario corporation, and Telvio Systems Ltd., a Canadian corporation.\nThe Assignor hereby assigns to the Assignee all right, title and interest in the Assigned IP.\nNo prior grants. The Assignor has granted no licence other than evaluation licences to pilot customers, each of which expires no later than December 31, 2025.',
    );
    expect(assignment.items.find((item) => item.key === 'term-termination')?.status ?? 'missing').toBe('missing');
    const cover = `DATED 30 APRIL 2025\n\nHARROWGATE BUILDING SOCIETY\n- and -\nMERIDIAN SHARED SERVICES LIMITED\n\nCONTENTS\n${'1. Definitions and Interpretation ........ 3\n'.repeat(60)}`;
    const report = reviewDocumentOffline(
      `${cover}THIS AGREEMENT is dated 30 April 2025\nPARTIES\n(1) HARROWGATE BUILDING SOCIETY, a building society incorporated in England (the "Customer"); and\n(2) MERIDIAN SHARED SERVICES LIMITED, a company incorporated in England and Wales (the "Supplier").\nBACKGROUND\n(A) Following a tender held between September 2024 and February 2025, the Customer selected the Supplier to service its mortgage book.\nThe Supplier shall provide the Services for a term of five years.`,
    );
    expect(report.summary).toContain('between HARROWGATE BUILDING SOCIETY and MERIDIAN SHARED SERVICES LIMITED');
    expect(report.summary).not.toContain('September 2024 and');
    expect(report.summary).toMatch(/^This appears to be an? /);
  });

  it('reads a running footer "Page 10 of 14" the same when a PDF wraps its total onto a line of its own, and keeps a number after "of" as text', () => {
    const body = contract(
      'Either party may terminate this Agreement on thirty (30) days written notice.',
      'The Customer shall pay a fee of 500 dollars each month.',
    );
    const docx = body.split('\n').join('\n\nExecution Version Page 10 of 14\n\n');
    const pdf = `${body.split('\n').join('\nExecution Version\nPage 10 of\n14\n').replace('a fee of 500', 'a fee of\n500')}\n1`;
    expect(reviewDocumentOffline(pdf)).toEqual(reviewDocumentOffline(docx));
  });

  it('finds an agreement that carries on unless one side tells the other, a further term asked for by notice, the Commonwealth restraint, a sole partner named with words between, a cap far from its amount, parity by a lower price reduced to match and a solicitation ban far from its subject', () => {
    const found = [
      ...families(
        contract(
          'When the Initial Term finishes, this agreement will automatically carry on for further periods of 12 months each, unless one of us tells the other at least 90 days before the end of the current period.',
          'During the Term the Franchisee must not, without consent, whether directly or indirectly and in any capacity, be engaged, concerned or interested in any business that sells salads.',
          'Aerlinn appoints Brannock as the sole fuel forecourt partner of the programme in Ireland.',
          'The total liability of each Party to the other under or in connection with this Agreement in respect of all claims arising in any Contract Year (including any sums payable under paragraph 6 of Schedule 3), whether in contract, tort (including negligence), for breach of statutory duty or otherwise, shall not exceed €750,000.',
          'If Supplier sells a Comparable Product to any other customer at a unit price that is lower than the Price then applicable, Supplier shall (a) notify Buyer in writing within thirty (30) days and (b) reduce the Price to such lower unit price.',
          'Neither Party shall, during the term of this Agreement and for a period of six (6) months after its termination or expiry, directly or indirectly approach, solicit or offer employment to any member of the other Party’s team.',
        ),
      ).keys(),
    ];
    expect(found).toEqual(
      expect.arrayContaining([
        'renewal-notice',
        'non-compete',
        'exclusivity',
        'liability-cap',
        'most-favoured-nation',
        'non-solicit',
      ]),
    );
    expect(
      families(
        contract(
          'The Franchisee may request a Further Term by giving the Franchisor written notice no later than 6 months before the end of the initial Term.',
        ),
      ).has('renewal-notice'),
    ).toBe(true);
    expect(
      families(
        contract(
          'All Work Product is a work made for hire and Publisher shall be the sole owner of all right, title and interest in it.',
        ),
      ).has('exclusivity'),
    ).toBe(false);
  });

  it('finds round 20’s wordings: an option kept going and claimed in the next sentence, parity offered after a notice or by fees per seat, warranties that subsist or a fix that works for a while, a site visit taking in the records, a withdrawal needing no reason and ownership kept by saying none passes', () => {
    const found = families(
      contract(
        'The Sponsor may keep the partnership going for a further two Seasons on the same terms. To do so, the Sponsor must tell the Club in writing on or before 31 December 2026.',
        'If the Club grants principal partner rights to another partner at an annual fee lower than that payable by the Sponsor, the Club shall promptly notify the Sponsor and offer the Sponsor those lower fees.',
        'The warranties in Clause 8.1(b) and (c) shall subsist in respect of each Batch for not less than twenty-four (24) months from the date of manufacture.',
        'The Company shall have the right, upon giving 48 hours notice, to enter and inspect the Manufacturer’s facility and warehouses, and to examine and take copies of the batch records and such books of account as relate to the Products.',
        'Either Party may withdraw from the Project and terminate this Agreement, without having to give any reason, by giving the other Party not less than six months’ written notice.',
        'Nothing in this agreement transfers ownership of any of our intellectual property to you.',
      ),
    );
    expect([...found.keys()]).toEqual(
      expect.arrayContaining([
        'renewal-notice',
        'most-favoured-nation',
        'warranty-duration',
        'audit-rights',
        'termination-for-convenience',
        'intellectual-property',
      ]),
    );
    const plain = families(
      contract(
        'If we agree to provide the same support plan to another customer on fees per seat that are lower than yours, we’ll reduce your fees to the same level.',
        'Each patch or fix we deliver will work substantially as we describe it for 90 days after we deliver it to you.',
        'We (or our licensors) own the platform and everything we create while providing support, including patches and scripts.',
      ),
    );
    expect([...plain.keys()]).toEqual(
      expect.arrayContaining(['most-favoured-nation', 'warranty-duration', 'intellectual-property']),
    );
    // A right to end triggered by a change of partners is for that cause, not at will.
    expect(
      families(
        contract(
          'Any change in the partners of the Manufacturer shall be notified to the Company within fifteen (15) days, and the Company shall thereupon have the right to terminate this Agreement by giving thirty (30) days’ written notice.',
        ),
      ).has('termination-for-convenience'),
    ).toBe(false);
  });

  it('names an untitled agreement that appoints a sponsor as a sponsorship, and not one that appoints a partner where no sponsor is named', () => {
    const opening = (appointment: string) =>
      reviewDocumentOffline(
        `THIS AGREEMENT is dated 14 March 2024\nPARTIES\n(1) HARROWGATE RUGBY FOOTBALL CLUB LIMITED (the "Club"); and\n(2) THISTLEDOWN BREWERIES PLC (the "${appointment}").\nBACKGROUND\n(A) The Club has agreed to appoint the ${appointment} as its Principal Partner on the terms of this agreement.\nThe Club shall pay the fees within 30 days.`,
      ).documentType;
    expect(opening('Sponsor')).toBe('Sponsorship or endorsement agreement');
    expect(opening('Integrator')).not.toBe('Sponsorship or endorsement agreement');
  });

  it('reads a dotted signature line and a schedule of names the same from a PDF and a DOCX, however many blank lines a DOCX puts between them', () => {
    const body = contract(
      'The Customer shall pay the fees within 30 days.',
      '                                   SCHEDULE D',
      '                                 KEY PERSONNEL',
      '     Account Executive ............................ [***]',
      'SIGNED by JONATHAN PEARCE-HOLT           ......................................',
      'for and on behalf of                      Director',
      'HARROWGATE RUGBY FOOTBALL CLUB LIMITED',
      '',
      '',
      'SIGNED by AMELIA GRANTCHESTER             ......................................',
      'for and on behalf of                      Director',
      'THISTLEDOWN BREWERIES PLC',
    );
    const docx = body.split('\n').join('\n\n');
    const pdf = `${body.replace(/(.{50,70}?) /g, '$1\n')}\n1`;
    expect(reviewDocumentOffline(pdf)).toEqual(reviewDocumentOffline(docx));
  });
  it('finds round 21’s wordings: a lessee’s covenant not to assign, a break right to determine the lease with no reason needed, terms that cannot be transferred, confirmations as warranties and a restraint with a preposition after each word', () => {
    const found = families(
      contract(
        'Not to assign, sublet, part with or share possession or occupation of the whole or any part of the Premises, nor to charge the Lessee’s interest under this Lease, without the prior written consent of the Lessor.',
        'The Lessee may determine this Lease on the third anniversary of the Commencement Date by giving to the Lessor not less than six (6) months’ prior written notice. No reason need be given for such notice.',
        'When you open an account, you confirm that the information you give us is true and kept up to date.',
        'Each Founder undertakes that he or she shall not, during the Restricted Period, directly or indirectly, in any capacity, carry on, be engaged in, concerned with or interested in any Restricted Business.',
      ),
    );
    expect([...found.keys()]).toEqual(
      expect.arrayContaining(['anti-assignment', 'termination-for-convenience', 'warranties', 'non-compete']),
    );
    expect(
      families(
        contract("You can't transfer these Terms, your account or any of your rights under them to anyone else."),
      ).has('anti-assignment'),
    ).toBe(true);
  });

  it('leaves out what only looks like round 21’s clauses: an agent with no authority to give warranties, the sole right to prosecute patents, a registry form recording a change of ownership, professional indemnity cover, penalties among excluded damages, any term of a deed and termination as a subject of arbitration', () => {
    const found = families(
      contract(
        'The Agent shall have no authority, and shall not hold itself out as having authority, to conclude any contract on behalf of the Principal, to pledge its credit, to accept any order or to make any representation, warranty or promise on its behalf.',
        'Vantrell shall have the sole right, at its expense, to prepare, file, prosecute and maintain patents and patent applications claiming Foreground IP.',
        'The Assignor shall deliver a duly signed Form TM 16 (request to record a change of ownership) in respect of each trade mark.',
        'The Company shall maintain insurance with reputable insurers, including product liability and professional indemnity cover.',
        'NEITHER PARTY WILL BE RESPONSIBLE TO THE OTHER FOR ANY LOST PROFITS, LOST SALES, LOST DATA, MARKETPLACE SUSPENSIONS OR PENALTIES, OR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.',
        'A person who is not a Party has no right to enforce any term of this Deed.',
        'Any dispute arising out of this Deed, including any question regarding its existence, validity or termination, shall be referred to arbitration.',
      ),
    );
    for (const key of ['warranties', 'exclusivity', 'change-of-control', 'indemnity', 'penalty', 'term-termination']) {
      expect([key, found.has(key)]).toEqual([key, false]);
    }
  });
});
