/**
 * What kind of document a contract is, read from its title first: a commercial contract nearly always names itself
 * in its first lines ("FRANCHISE AGREEMENT", "Hosting Services Agreement"), while the words in its body (confidential
 * information, services, licence) appear in every kind and only break the tie when there is no title.
 */
export type Kind =
  | 'nda'
  | 'employment'
  | 'services'
  | 'lease'
  | 'sale'
  | 'loan'
  | 'terms'
  | 'privacy'
  | 'corporate'
  | 'letter'
  | 'contract';

interface TitledType {
  label: string;
  kind: Kind;
  title: RegExp;
}

/** Most specific first: a "Software License and Hosting Agreement" is checked against hosting before licence. */
const TITLED_TYPES: TitledType[] = [
  {
    label: 'Franchise agreement',
    kind: 'contract',
    // An area development agreement grants a franchisee the right to open several franchised units.
    title: /\bfranchis(?:e|ing)\b[\w\s,&-]{0,40}?\bagreement\b|\barea development\b[\w\s,&-]{0,20}?\bagreement\b/i,
  },
  {
    label: 'Hosting agreement',
    kind: 'services',
    title:
      /\b(?:web ?)?hosting\b[\w\s,&-]{0,40}?\bagreement\b|\b(?:web|internet|api|platform) (?:services?|access)\b[\w\s,&-]{0,40}?\bagreement\b|\bsoftware as a service\b[\w\s,&-]{0,20}?\bagreement|\bsaas\b[\w\s,&-]{0,20}?\bagreement|\bcloud services? agreement|\b(?:platform|cloud|online|hosted|saas) subscription\b[\w\s,&-]{0,20}?\bagreement\b|\b(?:co-?location|data cent(?:er|re))\b[\w\s,&-]{0,30}?\bagreement\b|\bhosted (?:platform|services?|software|solution|application)\b[\w\s,&-]{0,40}?\bagreement\b/i,
  },
  {
    label: 'Supply agreement',
    kind: 'sale',
    // A master purchase agreement frames repeated orders of goods: a supply relationship, not one sale.
    title: /\b(?:supply|purchasing|procurement|requirements|offtake|master purchase)\b[\w\s,&-]{0,40}?\bagreement\b/i,
  },
  {
    label: 'Manufacturing agreement',
    kind: 'sale',
    // A co-packer or bottler makes the brand owner's product to its specifications: contract manufacturing.
    title:
      /\b(?:manufactur\w*|contract manufacturing|toll(?:ing)? processing|co-?pack\w*|bottling|private label)\b[\w\s,&-]{0,40}?\bagreement\b/i,
  },
  {
    label: 'Reseller or distribution agreement',
    kind: 'contract',
    title:
      /\b(?:reseller|re-seller|resale|distribut\w*|dealer(?:ship)?|value added reseller|var|consignment)\b[\w\s,&-]{0,40}?\bagreement\b/i,
  },
  {
    label: 'Joint venture or collaboration agreement',
    kind: 'contract',
    title:
      /\b(?:joint venture|collaboration|strategic alliance|alliance|cooperation|sponsored research|joint research|joint development)\b[\w\s,&-]{0,40}?\bagreement\b/i,
  },
  {
    label: 'Sponsorship or endorsement agreement',
    kind: 'contract',
    title:
      /\b(?:sponsorship|endorsement|influencer|(?:brand |content )?creator|(?:brand )?ambassador)\b[\w\s,&-]{0,40}?\bagreement\b/i,
  },
  {
    label: 'Co-branding or marketing agreement',
    kind: 'contract',
    // Brands promoting together; a "Marketing Consulting Services Agreement" hires a consultant, and is a services one.
    title:
      /\b(?:co-?branding|co-?marketing|co-?promotion|marketing|promotion|affiliate|advertising|referral)\b(?![\w\s,&-]{0,20}?\b(?:consult\w*|advisory)\b)[\w\s,&-]{0,40}?\bagreement\b/i,
  },
  {
    label: 'Licence agreement',
    kind: 'contract',
    // Maintenance and support come with licensed software: a "Software License and Maintenance Agreement" is a
    // licence with its upkeep attached, as a "License and Services Agreement" is.
    title:
      /\b(?:licen[cs]e|licensing)\b[\w\s,&-]{0,20}?\b(?:maintenance|support)\b[\w\s,&-]{0,30}?\bagreement\b|\b(?:maintenance|support)\b[\w\s,&-]{0,20}?\blicen[cs]e\b[\w\s,&-]{0,20}?\bagreement\b/i,
  },
  {
    label: 'Maintenance or support agreement',
    kind: 'services',
    title: /\b(?:maintenance|support)\b[\w\s,&-]{0,30}?\bagreement\b/i,
  },
  { label: 'Outsourcing agreement', kind: 'services', title: /\boutsourcing\b[\w\s,&-]{0,30}?\bagreement\b/i },
  { label: 'Development agreement', kind: 'services', title: /\bdevelopment\b[\w\s,&-]{0,30}?\bagreement\b/i },
  {
    label: 'Agency agreement',
    kind: 'contract',
    // "Manufacturer's Representative Agreement": the apostrophe keeps it from reading as a manufacturing agreement.
    title:
      /\b(?:agency|(?:sales|manufacturer['’]?s|independent) representatives?|representation|(?:sales|commission) agent)\b[\w\s,&-]{0,30}?\bagreement\b/i,
  },
  {
    label: 'Transportation or logistics agreement',
    kind: 'services',
    title:
      /\b(?:transportation|logistics|shipping|carrier|freight|forwarding|haulage|carriage|courier|warehous\w*|fulfil\w*|gathering|throughput|terminal(?:l?ing)? services)\b[\w\s,&-]{0,30}?\bagreement\b|\bagreement for (?:the )?(?:provision of )?(?:[\w-]+ ){0,3}?(?:freight|logistics|transportation|warehousing|carriage|haulage|shipping|forwarding|courier)\b/i,
  },
  {
    label: 'Intellectual property assignment',
    kind: 'contract',
    // What is assigned may be named by what it is ("Technology Assignment", "Invention Assignment") or after the word
    // ("Assignment of Inventions").
    title:
      /\b(?:ip|intellectual property|patents?|trademarks?|copyrights?|technology|inventions?|know-how|software|source code|work product|domain names?)\s+assignment\b|\bassignment of (?:intellectual property|ip|patents?|trademarks?|copyrights?|technology|inventions?|know-how|software|source code|work product)\b/i,
  },
  {
    label: 'Licence agreement',
    kind: 'contract',
    title: /\b(?:licen[cs]e|licensing|sublicen[cs]e)\b[\w\s,&-]{0,40}?\bagreement\b|\bend[- ]user licen[cs]e\b/i,
  },
  {
    label: 'Non-disclosure agreement',
    kind: 'nda',
    title: /\b(?:non-?disclosure|confidentiality|secrecy)\b[\w\s,&-]{0,30}?\bagreement\b|\bNDA\b/i,
  },
  {
    label: 'Non-disclosure agreement',
    kind: 'nda',
    // A one-way promise of confidence is often titled an undertaking, a deed or a letter: "CONFIDENTIALITY
    // UNDERTAKING", "Deed of Confidentiality", "Non-Disclosure Letter". Capitalised as a title, so the body's "sign a
    // confidentiality undertaking" names nothing.
    title:
      /\b(?:CONFIDENTIALITY|NON-?DISCLOSURE|SECRECY|NON-?USE)(?: AND NON-?(?:DISCLOSURE|USE))? (?:UNDERTAKING|DEED|LETTER)\b|\b(?:UNDERTAKING|DEED|LETTER) OF (?:CONFIDENTIALITY|NON-?DISCLOSURE|SECRECY)\b|\b(?:Confidentiality|Non-?[Dd]isclosure|Secrecy)(?: and Non-?[Uu]se)? (?:Undertaking|Deed|Letter)\b|\b(?:Undertaking|Deed|Letter) of (?:Confidentiality|Non-?[Dd]isclosure|Secrecy)\b/,
  },
  {
    label: 'Employment agreement or offer letter',
    kind: 'employment',
    title:
      /\b(?:employment|severance|separation and (?:general )?release|retention)\b[\w\s,&-]{0,30}?\b(?:agreement|contract)\b|\boffer (?:letter|of employment)\b|\bexecutive agreement\b/i,
  },
  {
    label: 'Lease agreement',
    kind: 'lease',
    title:
      /\b(?:lease|rental|tenancy|sublease)\b[\w\s,&-]{0,30}?\b(?:agreement|contract)\b|^\s*(?:commercial |residential )?lease\b|\b(?:office|commercial|industrial|retail|ground|space|net|building|warehouse|store|shop|land|property|premises|multi-tenant|single-tenant) (?:sub)?lease\b/im,
  },
  {
    label: 'Lease agreement',
    kind: 'lease',
    // A title in capitals that ends in LEASE names the document whatever precedes it: "SHOPPING CENTER LEASE",
    // "SUBLEASE", "STANDARD MULTI-TENANT LEASE - NET".
    title: /\b(?:[A-Z][A-Z/&-]+ ){1,4}(?:SUB-?)?LEASE\b|\bSUB-?LEASE\b/,
  },
  {
    label: 'Purchase or sale agreement',
    kind: 'sale',
    title: /\b(?:purchase|sale|asset purchase|stock purchase|share purchase)\b[\w\s,&-]{0,30}?\bagreement\b/i,
  },
  {
    label: 'Loan agreement or promissory note',
    kind: 'loan',
    title: /\b(?:loan|credit|promissory)\b[\w\s,&-]{0,20}?\b(?:agreement|note)\b/i,
  },
  {
    label: 'Shareholders’, founders’ or operating agreement',
    kind: 'corporate',
    title:
      /\b(?:shareholders?|stockholders?|founders?|operating|partnership|llc|limited liability company)['’]?\s+agreement\b/i,
  },
  {
    label: 'Services or consulting agreement',
    kind: 'services',
    title:
      /\b(?:services?|consult\w*|advisory|freelance\w*|creative|design|professional services|master services|independent contractor|statement of work|(?:hotel |property |investment |asset )?management|administration|servicing)\b[\w\s,&-]{0,30}?\b(?:agreement|contract)\b|\bMSA\b/i,
  },
  {
    label: 'Terms of service',
    kind: 'terms',
    // "upon the following terms and conditions", "subject to the terms and conditions of this Lease": a reference to
    // the document's own terms in its first sentences, not the name of a document of standard terms.
    title:
      /\bterms of (?:service|use)\b|(?<!\b(?:the|these|those|such|following|its|their|same|all|other|certain|additional|of|to|on|upon|under|with|by|in|and)\s+)terms and conditions\b/i,
  },
];

/** How far into the document a title may sit: cover pages and recitals come first in long contracts. */
const TITLE_ZONE = 1500;

/** The client's own functions handed over: "to outsource its IT operations", "the outsourcing of payroll functions". */
const OUTSOURCED =
  /\b(?:wish\w*|desir\w*|intend\w*|decided|seek\w*|agree\w*|elect\w*|want\w*) to outsource\b|\boutsourcing of (?:the |its |their |certain |all |some )?(?:[\w-]+ ){0,3}?(?:operations?|management|provision|performance|running|administration|functions?|services|processes|infrastructure)\b|\boutsourc(?:ed|ing) (?:services|functions|operations|processes)\b/i;

/**
 * The client's systems or data run on the supplier's servers: "provides managed hosting services", "applications
 * hosted and managed by the Supplier", "shall host the Customer's website in its data centre".
 */
const HOSTED =
  /\b(?:provides?|provision of|offers?|supplies|supply of|perform\w*)\b[^.\n]{0,60}\b(?:hosting|co-?location) services\b|\bhosted(?: and (?:managed|operated|maintained|supported))? (?:by|on|at|in)\b[^.\n]{0,20}\b(?:the )?(?:supplier|provider|vendor|host|its (?:servers|infrastructure|data cent(?:er|re)s?|facilit(?:y|ies))|data cent(?:er|re)s?)\b|\b(?:shall|will) host\b[^.\n]{0,60}\b(?:data|website|applications?|systems?|software|servers?|workloads?|environment)\b/i;

/** A subscription's own paperwork: "Subscription Order Form", "Order Form", "Subscription Terms". */
const SUBSCRIPTION_FORM = /\b(?:subscription |service )?order form\b|\bsubscription terms\b/i;
/**
 * The service described as software the supplier runs: "cloud-hosted scheduling platform", "software-as-a-service",
 * "hosting region". A share subscription or an order for goods names none of these.
 */
const CLOUD_SERVICE =
  /\bcloud[- ](?:hosted|based)\b|\bhosted (?:platform|service|solution|application|software)\b|\bsoftware[- ]as[- ]a[- ]service\b|\bSaaS\b|\bhosting (?:region|location)\b/i;
/** A type of the list above, named by its label: for documents whose opening, not their title, tells the type. */
const titled = (label: string) => {
  const { kind } = TITLED_TYPES.find((type) => type.label === label)!;
  return { kind, label };
};
const HOSTING = titled('Hosting agreement');
const OUTSOURCING = titled('Outsourcing agreement');
const DISTRIBUTION = titled('Reseller or distribution agreement');

/** A party appointed in an untitled opening "as its (qualifiers) role": the qualifiers and the roles, as alternations. */
const appointedAs = (qualifiers: string, roles: string) =>
  new RegExp(
    String.raw`\bappoint(?:s|ed|ing|ment of)?\b[^.\n]{0,80}?\bas (?:its|their|the|an?|[\w'’]+['’]s) (?:(?:${qualifiers})(?:,? (?:and |but )?| ))*(?:${roles})s?\b`,
    'i',
  );

/**
 * An untitled agreement ("THIS AGREEMENT is dated …") whose opening appoints a party to resell the other's goods:
 * "wishes to appoint the Distributor as its exclusive distributor of the Products", "appoints Partner as an authorised
 * reseller". Appointing an agent, a manager or a representative is no distribution.
 */
const APPOINTED_RESELLER = appointedAs(
  'sole|exclusive|non-exclusive|authori[sz]ed|independent|official|approved|preferred|master|value[- ]added',
  'distributor|re-?seller|dealer|stockist|wholesaler|importer',
);

/**
 * An untitled agreement whose opening appoints a sponsor: "appoint the Sponsor as its Principal Partner", "appoints
 * Brand as the Official Sponsor of the Festival". A partner appointed where no sponsor is named is no sponsorship.
 */
const APPOINTED_SPONSOR = appointedAs(
  'official|principal|headline|title|main|lead|presenting|premier|exclusive|naming|shirt|kit|founding|primary|major|platinum|gold|silver',
  'sponsor|partner',
);
const SPONSOR_NAMED = /\bsponsor(?:ship)?s?\b/i;
const SPONSORSHIP = titled('Sponsorship or endorsement agreement');

/**
 * The type named in the document's title: the name that ends nearest the top wins ("LICENSE AND HOSTING AGREEMENT"
 * ends both names at once, and then the more specific type, listed first, wins). The words between a name and
 * "agreement" are read lazily, so a cover title is not stretched to the same name repeated in the first sentence.
 */
export function typeFromTitle(text: string): { kind: Kind; label: string } | null {
  const head = text.slice(0, TITLE_ZONE);
  let best: { type: TitledType; at: number } | null = null;
  for (const type of TITLED_TYPES) {
    const match = type.title.exec(head);
    const end = match ? match.index + match[0].length : Infinity;
    if (match && (!best || end < best.at)) best = { type, at: end };
  }
  if (!best) {
    // A short-form subscription to a cloud service: an order form or subscription terms naming no agreement.
    if (SUBSCRIPTION_FORM.test(head) && CLOUD_SERVICE.test(head)) return HOSTING;
    if (APPOINTED_SPONSOR.test(head) && SPONSOR_NAMED.test(head)) return SPONSORSHIP;
    return APPOINTED_RESELLER.test(head) ? DISTRIBUTION : null;
  }
  // A services agreement whose opening says the client hands a function it ran itself over to the supplier ("wishes
  // to outsource the operation of its data center") is an outsourcing agreement, whatever its title calls the services.
  if (best.type.label === 'Services or consulting agreement' && OUTSOURCED.test(head)) return OUTSOURCING;
  // One whose opening says the supplier runs the client's systems on its own servers is a hosting agreement.
  if (best.type.label === 'Services or consulting agreement' && HOSTED.test(head)) return HOSTING;
  return { kind: best.type.kind, label: best.type.label };
}
