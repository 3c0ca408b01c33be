import type { Category } from '@lexa/common';
import { AREA_GUIDES } from './area-guides';
import { askOf, withoutDenials } from './focus';
import { spellingCorrector } from './spelling';
import { keywordPattern, normalize } from './text';
import { TOPIC_GUIDES } from './topic-guides';

/**
 * The area of law a lay post is about, scored over a broad lexicon: each term carries a weight (3 settles the area
 * on its own, 2 is strong, 1 only tips the balance); `word*` is a prefix, other terms match whole words with an
 * optional plural or verb ending. Phrase patterns catch what single words miss ("kicked me out", "let me go").
 * Every area maps to one of the firm's categories; personal areas the firm has no category for map to Other.
 */
export type AreaId =
  | 'housing'
  | 'employment'
  | 'family'
  | 'consumer-debt'
  | 'immigration'
  | 'crime'
  | 'traffic'
  | 'estates'
  | 'business'
  | 'governance'
  | 'ip'
  | 'tax'
  | 'privacy'
  | 'contracts'
  | 'injury'
  | 'benefits'
  | 'education'
  | 'health'
  | 'courts';

export interface Area {
  id: AreaId;
  /** How the area reads in a title or a sentence ("Family law"). */
  label: string;
  category: Category;
  terms: Record<string, number>;
  phrases?: [RegExp, number][];
  /**
   * Words for who someone is ("my husband", "the kids"), which people name whatever their matter is: they count like
   * terms, but an area found by them alone is marked (`relationsOnly`) so that a subject settled elsewhere can outweigh it.
   */
  relations?: [string | RegExp, number][];
}

/**
 * A question about criminal liability: whether an act is a crime ("is this kidnapping?"), whether someone will be
 * arrested, charged or jailed, or pressing charges and reporting to the police.
 */
export const CRIME_QUESTION =
  /\b(?:is (?:this|that|it|what (?:he|she|they) (?:did|does|is doing|are doing))(?: even| considered| legally| actually)? (?:a crime|a criminal (?:act|offen[cs]e)|criminal|a felony|a misdemeanor|kidnapping|abduction|assault|battery|extortion|blackmail|stalking|trafficking|child endangerment|child abuse|elder abuse|false imprisonment)|(?:report|reporting|turn) (?:him|her|them|it|this) (?:in )?to (?:the )?(?:police|cops|fbi)|press(?:ing)? charges|(?:get|have) (?:him|her|them) (?:arrested|charged|locked up|prosecuted)|(?:will|would|could|can|does|did|do) (?:i|he|she|we|they|you|my \w+)(?: \w+)? (?:be |get )(?:arrested|charged|prosecuted|locked up)|(?:go|going|gonna go|be sent) to (?:jail|prison)|kidnapp?\w*|abduct\w*|held hostage|holding (?:her|him|them|me|us) hostage)\b/;

/**
 * Children left on their own for days or nights (no adult back, no food): neglect, a child-protection matter for family
 * law, whoever notices it (a neighbour, a relative) and whatever else the post asks about (going in, calling someone).
 */
export const CHILD_LEFT_ALONE =
  /\b(?:kids?|children|boys?|girls?|toddlers?|little ones|son|daughter)\b[^.?!]{0,60}\b(?:alone|by themselves|by himself|by herself|unsupervised)\b[^.?!]{0,40}\b(?:for (?:days|hours|\w+ days|the night)|since (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|yesterday|last night)|overnight|all night|at night|no food|no coats?|\d{1,2} ?(?:pm|am)\b)|\b(?:mom|mother|dad|father|parents?)\b[^.?!]{0,20}\b(?:hasn'?t|has not|haven'?t|have not) (?:been|come) (?:back|home)\b|\b(?:mom|mother|parents?) (?:leaves|left|leave) (?:them|him|her|the kids) (?:alone )?for days\b|\bleaves for days\b/;

export const AREAS: readonly Area[] = [
  {
    id: 'housing',
    label: 'Housing',
    category: 'Real Estate',
    terms: {
      // A home purchase's financing falling through past the contingency, the deposit at stake.
      'financing contingency': 4,
      'mortgage contingency': 4,
      'contingency deadline': 3,
      // Strata and body-corporate levies, and letting agents: the property's own matters.
      'body corporate': 3,
      'owners corporation': 3,
      'special levy': 3,
      'letting agent': 3,
      // Neighbours' nuisances: the property's matters.
      'noise complaint': 3,
      // Eviction notices by their statutory names: "3-day notice to pay or quit", "notice to cure or quit".
      'pay or quit': 3,
      'fence line': 3,
      'fence-line': 3,
      'cure or quit': 3,
      'unlawful detainer': 3,
      upstairs: 1,
      superintendent: 2,
      backyard: 2,
      yard: 1,
      foundation: 1,
      inspection: 1,
      'tax sale': 3,
      'tax foreclosure': 3,
      'assigned spot': 2,
      'parking spot': 1,
      'new construction': 3,
      builder: 2,
      airbnb: 3,
      vrbo: 3,
      'short-term rental': 3,
      survey: 2,
      surveyor: 2,
      driveway: 2,
      'adverse possession': 3,
      disclosure: 1,
      "seller's disclosure": 3,
      'disclosure form': 2,
      'previous owner': 2,
      basement: 1,
      'home inspection': 3,
      inspector: 1,
      'earnest money': 3,
      'title company': 3,
      'special assessment': 3,
      'condo board': 3,
      homeowner: 2,
      "mechanic's lien": 3,
      'refinanc*': 2,
      quitclaim: 2,
      "landlord's": 3,
      duplex: 2,
      townhouse: 2,
      'behind on rent': 3,
      'late on rent': 3,
      appraisal: 3,
      landlord: 3,
      landlady: 3,
      tenant: 3,
      tenancy: 3,
      lease: 3,
      unit: 1,
      building: 1,
      'leak*': 2,
      mgmt: 2,
      management: 1,
      roof: 2,
      remodel: 2,
      renovation: 2,
      garage: 1,
      tree: 1,
      leasing: 2,
      rent: 2,
      rental: 2,
      evict: 3,
      eviction: 3,
      deposit: 1,
      apartment: 2,
      apt: 1,
      flat: 1,
      condo: 2,
      hoa: 3,
      'homeowners association': 3,
      mortgage: 3,
      'foreclos*': 3,
      foreclosure: 3,
      'property line': 3,
      easement: 3,
      'title deed': 3,
      deed: 2,
      closing: 2,
      escrow: 2,
      realtor: 3,
      'real estate': 3,
      house: 1,
      home: 1,
      homebuyer: 3,
      'buying a house': 3,
      'selling my house': 3,
      mold: 3,
      mould: 3,
      repairs: 1,
      'habitab*': 3,
      sublet: 3,
      sublease: 3,
      roommate: 2,
      housemate: 2,
      'property manager': 3,
      'property management': 3,
      'notice to vacate': 3,
      'notice to quit': 3,
      'section 8': 3,
      'housing authority': 3,
      'public housing': 3,
      'mobile home': 3,
      'trailer park': 3,
      'lot rent': 3,
      squatter: 3,
      warehouse: 1,
      'office space': 2,
      'commercial lease': 3,
      zoning: 3,
      'building permit': 2,
      contractor: 1,
      neighbor: 1,
      neighbour: 1,
      fence: 2,
      boundary: 2,
      utilities: 1,
      heat: 1,
      'pest*': 1,
      'cockroach*': 2,
      'bed bug*': 3,
      'bedbug*': 3,
      lockout: 2,
      'locked me out': 3,
      'changed the locks': 3,
      'move out': 2,
      'moved out': 2,
      'moving out': 2,
      'rent increase': 3,
      'rent control': 3,
      'rent stabiliz*': 3,
      'housing rights': 3,
      shelter: 1,
    },
    phrases: [
      // A neighbour's tree down on the writer's garage, house or fence: who pays.
      [
        /\b(?:tree|branch|limb|oak|pine|maple)\b[^.?!]{0,60}\b(?:fell|came down|crushed|landed|fell on|damaged)\b[^.?!]{0,60}\b(?:garage|house|roof|fence|shed|deck|porch|yard|property|driveway)\b/,
        2,
      ],
      // A lien put on the home, whoever put it there.
      [/\blien (?:on|against) (?:our|my|the|his|her|their) (?:house|home|property|condo|land)\b/, 3],
      [/\b(?:dogs?|neighbou?rs?'?s? dogs?) (?:barks?|barking|bark all)\b|\bbarking (?:dogs?|all night)\b/, 2],
      // A tenant's deposit; money lent to someone to pay theirs is a loan, not the tenancy's matter.
      [/(?<!\b(?:lent|loaned|lend|loan|borrowed|gave|fronted)\b[^.!?]{0,50})\bsecurity deposits?\b/, 3],
      // Neighbours in the same building, and the condo's or association's own rules on nuisance.
      [
        /\b(?:upstairs|downstairs|next-door|next door) (?:neighbou?rs?|unit|tenants?|owners?)\b|\bneighbou?rs? (?:upstairs|downstairs|above|below)\b/,
        3,
      ],
      [
        /\b(?:condo\w*|hoa|homeowners'? association|co-?op|strata|building)\b[^.!?]{0,80}\b(?:bylaws|by-laws|cc&rs|ccrs|declaration|nuisance (?:clause|rule|provision))\b|\b(?:bylaws|by-laws|cc&rs)\b[^.!?]{0,80}\b(?:condo\w*|hoa|association|unit owners?|nuisance)\b/,
        3,
      ],
      // An HOA or condo board fining an owner or ruling on what they built (a ramp, a fence, paint): the owner's housing matter.
      [
        /\b(?:hoa|homeowners'? association|condo association|condo board|association board)\b[^.!?]{0,80}\b(?:fin(?:e|es|ed|ing)|violation notice|violates?|violating|architectural)\b/,
        3,
      ],
      [/\barchitectural (?:guidelines|review|committee|rules|standards|approval)\b/, 3],
      [
        /\b(?:\d{1,2}|three|five|seven|ten|fourteen|thirty|sixty|ninety)[- ]day notice (?:to (?:pay|quit|vacate|cure|comply)|(?:on|taped to|posted on) (?:my|our|the) (?:door|unit|apartment))\b/,
        3,
      ],
      [/\b(?:offer|bid) on (?:a|the|our|this) (?:house|home|condo|property)\b/, 3],
      [/\b(?:changed|change|changing) (?:the |my |our )?locks?\b|\blocks? (?:were |was |got )?changed\b/, 3],
      [
        /\b(?:bought|buy|buying|sold|sell|selling|closed on) (?:a|our|the|my|this|his|her) (?:house|home|condo|property|land|lot|townhouse)\b/,
        2,
      ],
      // A neighbour's tree coming down on the house, the garage or the car: a property owner's duty over his trees.
      [
        /\b(?:neighbou?r'?s?|his|her|their) (?:\w+ )?trees?\b[^.?!]{0,30}\b(?:fell|fall|falls|fallen|came down|crashed|landed|toppled)\b/,
        2,
      ],
      [/\bon (?:his|her|their|our|my) (?:land|lot|property|side)\b/, 2],
      [/\b(?:kick|kicked|kicking|throw|threw|throwing) (?:me|us|him|her|them) out\b/, 2],
      [/\bmy (?:house|home|condo|property)\b/, 1],
      // Who may stay in a home, and property owned together: getting someone out, a forced sale, a buy-out.
      [
        // (Not getting someone out of jail, detention or a hospital: "how do we get him out today?")
        /^(?![\s\S]*\b(?:jail|prison|detention|detained|ice|custody|bail|arrest\w*|locked up|hospital|rehab|psych ward)\b)[\s\S]*\b(?:get|kick|force|remove) (?:him|her|them) out(?: of (?:the|my|our|his|her) (?:house|home|apartment|place|flat|unit|condo|trailer|room))?\b(?! of)/,
        2,
      ],
      [
        /\b(?:force (?:a |the )?sale|partition|buy (?:me|him|her|them|us) out|on the (?:title|deed)|half (?:mine|hers|his|of the (?:house|home|property))|(?:sell|selling|sold) (?:our|the) (?:house|home|property|condo|rental))\b/,
        3,
      ],
    ],
  },
  {
    id: 'employment',
    label: 'Employment',
    category: 'Employment Law',
    terms: {
      // An offer made conditional on a background check, then withdrawn; the notice the law requires first.
      'conditional offer': 3,
      // Australian pay: the Fair Work pay guides, penalty rates and award rates.
      'fair work': 3,
      'pay guide': 3,
      'penalty rates': 3,
      'award rate': 3,
      'adverse action': 3,
      'pre-adverse': 3,
      // Fired or threatened over jury duty; a billing or coding job at a hospital is a job.
      "don't bother coming back": 3,
      'dont bother coming back': 3,
      'billing job': 2,
      // A job offer withdrawn over a criminal record, and the laws that limit it.
      'fair chance': 3,
      'ban the box': 4,
      // Job loss and pay in British, Irish, Canadian, Australian and Indian usage.
      'made redundant': 4,
      redundancy: 3,
      'unfair dismissal': 4,
      'constructive dismissal': 4,
      sacked: 3,
      'employment tribunal': 4,
      payslip: 3,
      payslips: 3,
      // Workers' compensation as people say it ("comp paid", "light duty", the rating), and teens' first jobs.
      'light duty': 3,
      'impairment rating': 3,
      'disability rating': 2,
      'maximum medical improvement': 3,
      'hurt at work': 3,
      'injured at work': 3,
      'work injury': 3,
      'parental leave': 3,
      'bonding leave': 3,
      'family leave': 3,
      // Unpaid "bench" time between client projects, and pay withheld: wage matters whatever the worker's visa.
      benched: 3,
      'on the bench': 3,
      'on bench': 3,
      // A stylist or barber renting a chair or booth in a salon: a worker's arrangement, whatever its rent.
      'rented a chair': 3,
      'rent a chair': 3,
      'renting a chair': 3,
      'chair rental': 3,
      'booth rental': 3,
      'booth rent': 3,
      // A training cost billed back to a leaver, commission clawed back under the pay plan, a workplace drug test.
      'training repayment': 3,
      'training bond': 3,
      'training cost*': 2,
      'comp plan': 3,
      'compensation plan': 3,
      'commission plan': 3,
      clawback: 3,
      'claw back': 3,
      'clawing back': 3,
      'clawed back': 3,
      'drug test*': 3,
      'company truck': 2,
      'company pickup': 2,
      'company vehicle': 2,
      'company van': 2,
      billable: 2,
      'travel time': 3,
      'fast food': 2,
      'child labor': 3,
      'comp claim': 3,
      'job placement': 1,
      deactivated: 3,
      'delivery driver': 2,
      gig: 2,
      tenure: 2,
      tenured: 3,
      'live-in': 2,
      'training costs': 3,
      'clock out': 3,
      'call center': 2,
      replacement: 1,
      inventory: 1,
      uniform: 1,
      'tip pool': 3,
      'pool tips': 3,
      'sign-on bonus': 3,
      'last check': 3,
      'final check': 3,
      'age discrimination': 3,
      'pregnancy discrimination': 3,
      'meal break': 3,
      'rest break': 3,
      'off the clock': 3,
      'warn act': 3,
      'mass layoff': 3,
      handbook: 2,
      'write-up': 2,
      'on the job': 2,
      'paid leave': 2,
      'signing bonus': 3,
      bonus: 1,
      accommodation: 2,
      'cut my hours': 3,
      'cut our hours': 3,
      employer: 3,
      employee: 2,
      'employ*': 1,
      boss: 2,
      supervisor: 2,
      manager: 1,
      hr: 2,
      'human resources': 3,
      coworker: 2,
      'co-worker': 2,
      colleague: 1,
      fired: 3,
      terminated: 1,
      'laid off': 3,
      layoff: 3,
      'let go': 2,
      'wrongful termination': 3,
      'wrongfully terminated': 3,
      'wrongful dismissal': 3,
      dismissed: 1,
      resign: 2,
      resignation: 2,
      quit: 1,
      paycheck: 3,
      'pay check': 3,
      payroll: 2,
      salary: 2,
      overtime: 3,
      'minimum wage': 3,
      'unpaid wages': 3,
      'final pay': 3,
      'last paycheck': 3,
      commission: 2,
      tips: 1,
      shift: 2,
      workplace: 3,
      'at work': 2,
      'my work': 1,
      'harass*': 1,
      'discriminat*': 1,
      'retaliat*': 2,
      'hostile work environment': 3,
      'workers comp': 4,
      "workers' comp": 3,
      "worker's comp": 3,
      'workers compensation': 3,
      unemployment: 2,
      severance: 3,
      'non-compete': 3,
      noncompete: 3,
      'offer letter': 3,
      'job offer': 3,
      pto: 3,
      'vacation pay': 3,
      'sick leave': 3,
      fmla: 3,
      'maternity leave': 3,
      'paternity leave': 3,
      'independent contractor': 3,
      '1099': 2,
      'w-2': 2,
      'misclassif*': 3,
      union: 2,
      staff: 1,
      hired: 1,
      hiring: 1,
      intern: 2,
      'probation period': 2,
      'performance review': 3,
      pip: 2,
      'whistleblow*': 3,
      osha: 3,
      breaks: 1,
      'lunch break': 3,
      'clock in': 3,
      'clocked out': 3,
      'time sheet': 3,
      timesheet: 3,
    },
    phrases: [
      // A background check run for a job: the hiring decision is the matter, whatever the record it found.
      [
        /\b(?:offer|job|hire|hiring|employer|position|role|onboarding|recruiter)\b[^.?!]{0,80}\bbackground check\b|\bbackground check\b[^.?!]{0,80}\b(?:offer|job|hire|hiring|employer|position|role|onboarding|recruiter)\b/,
        2,
      ],
      // Jury duty and the job: "if I go to jury duty don't bother coming back".
      [
        /\b(?:fire|fired|firing|terminat\w*|let (?:me )?go|punish\w*|retaliat\w*|boss|employer|manager)\b[^.?!]{0,60}\bjury (?:duty|service|summons)\b|\bjury (?:duty|service|summons)\b[^.?!]{0,80}\b(?:fire|fired|boss|employer|manager|coming back|my job|lose my job)\b/,
        4,
      ],
      // Training billed back to a leaver: "if I leave within 2 years I owe $24,000 for training", "train-to-hire".
      [
        /\b(?:owe|pay (?:back|them|it back)|repay)\b[^.?!]{0,30}\bfor (?:the |my |their )?training\b|\btrain(?:ing)?[- ]to[- ]hire\b|\bif (?:i|you|we|he|she) (?:leave|quit|resign)\b[^.?!]{0,15}\b(?:within|before) (?:\d+|one|two|three) (?:years?|months?)\b/,
        3,
      ],
      // A job offer taken back ("rescinded the offer after the background check"): hiring, whatever record it was over.
      [
        /\b(?:job |their |the |my |an? )?offer\b[^.?!]{0,60}\b(?:rescind\w*|revok\w*|withdr[ae]w\w*|pulled)\b|\b(?:rescind\w*|revok\w*|withdr[ae]w\w*|pulled) (?:the |my |their |an? )?(?:job )?offer\b/,
        4,
      ],
      // Passed over for a promotion, and an employer asking whether it may fire someone: the job itself is the matter.
      [/\b(?:passed over for|denied|didn'?t get|did not get|lost out on) (?:a |the |my )?promotion\b/, 3],
      [
        /\b(?:can|could|should|may) (?:i|we) (?:legally )?(?:fire|terminate|let go|lay off|dismiss|discipline) (?:him|her|them|an? (?:employee|worker)|(?:my|our|this|that|the) (?:employee|worker|staff member|cashier|server|cook|driver|nanny|assistant))\b/,
        4,
      ],
      [
        /\b(?:work(?:ers'?|er'?s)? ?comp|comp)\b[^.?!]{0,40}\b(?:claim|paid|pays|paying|stopped|denied|closed|doctor|adjuster|benefits|checks?|rating|settlement|carrier|insurance)\b|\b(?:on|file for|filed for|filing for|out on|put me on) (?:work(?:ers'?|er'?s)? )?comp\b/,
        4,
      ],
      // A teenager's job: how many hours, how late, a work permit for a minor.
      [
        /\b(?:(?:1[3-7])[- ]?(?:years?[- ]old|yo|yr old)?|teen\w*|minor|son|daughter|kid)\b[^.?!]{0,40}\b(?:wants? (?:to get )?a job|got (?:a|her first|his first) job|(?:a |first )?job at|to work at|hired (?:at|by))\b|\bhow (?:many hours|late) (?:can|is|may) (?:a |my )?(?:\d+ year old|minor|teen\w*|she|he|kids?|they)\b|\b(?:hour limits|limits on (?:how late|hours))\b/,
        3,
      ],
      // A gun kept in the car and the employer's policy against it: whether the job can be lost over it.
      [
        /^(?=[\s\S]*\b(?:gun|firearm|pistol|handgun|rifle|weapon)s?\b)(?=[\s\S]*\b(?:hr|employer|company (?:lot|parking|property|policy)|parking lot|at work|my job|memo)\b)(?=[\s\S]*\b(?:fire|fired|terminat\w*|disciplin\w*|lose my job|let go)\b)/,
        4,
      ],
      // The employee's own non-compete, signed on starting a job or raised when changing jobs, is an employment matter.
      [
        /\bnon-?competes?\b[^.!?]{0,80}\b(?:when i (?:started|was hired|joined|took the job)|as part of (?:my|the) (?:onboarding|offer|hiring)|(?:my|the) onboarding|offer letter)\b|\b(?:when i (?:started|was hired|joined)|offer letter)\b[^.!?]{0,80}\bnon-?competes?\b/,
        3,
      ],
      [
        /\b(?:stopped|stop|quit|isn'?t|aren'?t|not|haven'?t been|hasn'?t been) pay(?:ing)? (?:me|us|my (?:salary|wages?|paychecks?)|(?:me )?my (?:salary|wages?))\b/,
        3,
      ],
      // One's own job named ("I'm a nurse", "I work at a group home"), and a threat to one's job: the matter is
      // the work, whatever the workplace is.
      [
        /\b(?:(?:i'?m|i am|i work as) an? (?:\w+ ){0,2}(?:nurse|pharmacist|aide|cna|emt|paramedic|caregiver|trucker|truck driver|driver|teacher|nanny|babysitter|cashier|server|bartender|cook|employee|worker|clerk|therapist|counselor|social worker|security guard|cleaner|housekeeper)|i work (?:at|for|in) (?:an? |the )|(?:threaten\w*|threatened) to fire|report (?:me|us) to the (?:\w+ )?board)\b/,
        2,
      ],
      [/\b(?:my|our) (?:cleaners|workers|staff|drivers|techs|technicians|crew|nannies|servers|cooks|employees)\b/, 2],
      [
        /\b(?:non-?exempt|exempt (?:employees?|from overtime|position))\b|\b(?:i'?m|i am|as|was|were|we'?re|classified as|considered) (?:an? )?exempt\b/,
        2,
      ],
      [/\b(?:hurt|injured|injury|fell|accident|broke)\b[^.!?]{0,40}\b(?:at work|on the job)\b/, 3],
      [
        /\bworking (?:at|for) (?:a|an|the) (?:\w+ ){0,2}(?:place|joint|chain|company|restaurant|store|shop|warehouse|hospital|factory)\b/,
        2,
      ],
      [/\b(?:(?:considered|classified|treated) (?:as )?|paid as )an? (?:independent )?contractor\b/, 3],
      // Wages and jobs, except wages garnished to collect a debt or a judgment ("garnish his wages", "my wages will be
      // garnished"), and a job as a piece of work someone did badly or never finished (a contractor's "bad job").
      [/\bwages?\b(?<!\bgarnish\w* (?:[\w']+ ){0,2}wages?)(?!(?: \w+){0,2} garnish)/, 3],
      [
        /\bjobs?\b(?<!\b(?:bad|poor|shoddy|sloppy|lousy|botched|crappy|terrible|awful|horrible|half-?assed|rushed|rush|quick|decent|good|great|fine|paint|roof|roofing|repair|plumbing|remodel) jobs?)(?<!\b(?:he|she|they|it|contractor|roofer|plumber|builder|mechanic|electrician|painter)(?: [\w']+){0,2} (?:do|did|didn't|does|doesn't|done|doing|never|finish\w*|complet\w*|botch\w*|abandon\w*|walk\w* off) (?:[\w']+ )?(?:the|a|this|that|our|my|his|her|their) (?:[\w']+ )?jobs?)/,
        2,
      ],
      [/\bworks? \d+ (?:days|hours|nights) a week\b|\b(?:gets?|getting) paid \$?\d+/, 2],
      [/\b(?:renew|renewing|renewed) (?:my|her|his) (?:employment |teaching )?contract\b/, 2],
      [/\bwr(?:ite|ote|itten|iting) (?:me|us|him|her|them) up\b/, 3],
      [/\b(?:let|letting|lets) (?:me|him|her|us|them) go\b/, 3],
      [
        /\bmy (?:new |old |current |former )?(?:job|work|employer|company) (?:makes|made|wants|requires|required|told|forces)\b/,
        2,
      ],
      [/\breplaced (?:me|him|her|them|us) with\b/, 2],
      [/\b(?:older|younger) (?:workers|employees|guys|people|staff)\b/, 2],
      [
        /\bwork(?:s|ed|ing)? (?:at|for) (?:a|an|the|this|that) (?:\w+ ){0,2}(?:company|warehouse|restaurant|store|office|factory|firm|hospital|shop|plant|school)\b/,
        2,
      ],
      [
        /\b(?:my|the|our) (?:job|employer|boss|manager|supervisor|company) (?:fired|terminated|let|laid|cut|reduced|stopped|hasn'?t|has not|won'?t|refuses)\b/,
        2,
      ],
      [
        /\b(?:i|we|she|he) (?:got|was|were|am being|have been) (?:fired|let go|laid off|terminated|sacked|written up|demoted)\b/,
        3,
      ],
      [/\b(?:my|an|our) employees?\b/, 2],
      [/\b(?:my|our|the) (?:manager|boss|supervisor)\b/, 2],
      [/\b(?:hours|pay) (?:were|was|got) cut\b/, 2],
    ],
  },
  {
    id: 'family',
    label: 'Family law',
    category: 'Other',
    terms: {
      'divorce decree': 3,
      decree: 1,
      stepchild: 2,
      'custody order': 3,
      'birth certificate': 1,
      'ex husband': 3,
      'ex wife': 3,
      "my ex's": 2,
      'legal guardian': 3,
      divorce: 3,
      divorcing: 3,
      separation: 2,
      separated: 2,
      custody: 3,
      visitation: 3,
      'parenting time': 3,
      'parenting plan': 3,
      'child support': 3,
      alimony: 3,
      'spousal support': 3,
      'maintenance payments': 2,
      marriage: 2,
      married: 2,
      prenup: 3,
      prenuptial: 3,
      postnup: 3,
      'ex-husband': 3,
      'ex-wife': 3,
      'my ex': 2,
      'baby daddy': 3,
      'baby mama': 3,
      'baby mother': 3,
      'baby father': 3,
      'father of my child': 3,
      'mother of my child': 3,
      'dna test': 2,
      adopt: 3,
      adoption: 3,
      foster: 2,
      guardianship: 2,
      'grandparents rights': 3,
      'protective order': 3,
      'restraining order': 3,
      'order of protection': 3,
      'domestic violence': 3,
      'domestic abuse': 3,
      cps: 3,
      'child protective services': 3,
      dcfs: 3,
      'family court': 3,
      'co-parent*': 3,
      coparent: 3,
      'name change': 2,
      'emancipat*': 3,
      'parental consent': 3,
      'parental permission': 3,
      'no-contact order': 2,
      'no contact order': 2,
      grounded: 2,
      annulment: 3,
      'common law marriage': 3,
      'engagement ring': 3,
      'relocat*': 1,
      'move out of state with': 3,
    },
    relations: [
      ['stepson', 2],
      ['stepdaughter', 2],
      ['stepdad', 2],
      ['stepmom', 2],
      ['granddaughter', 2],
      ['grandson', 2],
      ['spouse', 2],
      ['husband', 2],
      ['wife', 2],
      ['kids', 1],
      ['toddler', 2],
      ['baby', 1],
      ['children', 1],
      ['my son', 1],
      ['my daughter', 1],
      ['minor', 1],
      ['my parents', 1],
      ['boyfriend', 1],
      ['girlfriend', 1],
      ['fiance', 2],
      ['grandparent', 2],
      [/\b(?:my|our|his|her) (?:kids?|children|son|daughter|baby|toddler)\b/, 1],
      // A child's age.
      [/\b(?:my|our|his|her) (?:(?:1[0-7]|[1-9])[- ](?:years?[- ]old|yo|yr old)|teenage(?:r| son| daughter)?)\b/, 1],
    ],
    phrases: [
      // Child support to be changed: a modification.
      [
        /\b(?:lower\w*|reduc\w*|modif\w*|chang\w*) (?:my |the |our |his |her )?(?:child )?support\b|\bsupport (?:lowered|reduced|modified)\b/,
        3,
      ],
      // Paternity of a child, not paternity leave from a job.
      [/\bpaternity\b(?! leave)/, 3],
      // An order already in place asked about (renewing, extending, its expiry): the family court's order.
      [
        /\b(?:protective|restraining|protection) order\b[^.?!]{0,80}\b(?:expir\w*|runs? out|renew\w*|extend\w*)\b|\b(?:renew\w*|extend\w*)\b[^.?!]{0,40}\b(?:protective|restraining|protection) order\b/,
        4,
      ],
      // A parent watching their own child's phone: parental rights, not a crime.
      [
        /^(?=[\s\S]*\b(?:my|our) (?:\d{1,2}[- ]?(?:years?[- ]old|yo)|teen\w*|kids?|child|son|daughter)\b)(?=[\s\S]*\b(?:monitor|read|check|track|see|look at)\w* (?:her|his|their) (?:messages|texts|phone|dms|social media|location|chats)\b)/,
        3,
      ],
      // A parent and a minor at home: running away, leaving before 18, curfew and house rules, home alone.
      [
        /\b(?:run(?:ning)? away|runaway|home alone|curfew|house rules)\b|\b(?:leave|move out|moving out)\b[^.?!]{0,30}\bbefore (?:she|he|they|i) (?:turns? |is |'s )?18\b/,
        3,
      ],
      // What was built or bought while married is divided on divorce: a spouse's share of it is family law.
      [
        /\b(?:during|in the course of) (?:the|our|my|their) marriage\b[^.!?]{0,60}\b(?:bought|started|built|acquired|earned|saved|business|house|home|property|company|llc|savings|401k|pension)\b|\b(?:bought|started|built|acquired|earned|saved)\b[^.!?]{0,60}\b(?:during|in the course of) (?:the|our|my|their) marriage\b|\bmarital (?:property|assets?|estate|home|business)\b/,
        3,
      ],
      [/\b(?:she|he|my (?:wife|husband|spouse|ex)) (?:is |be |'s )?entitled to (?:half|50 ?%|a share)\b/, 2],
      // A support order the payer can no longer meet (a layoff, a pay cut): a modification, a family-court matter.
      [
        /^(?=[\s\S]*\b(?:child|spousal) support\b)(?=[\s\S]*\b(?:reduc(?:e|ed|ing|tion)|lower(?:ed|ing)?|modif(?:y|ied|ication)|decrease)\b)/,
        3,
      ],
      // The payer's income fell (a layoff, a pay cut, a lower-paid job) under a support order: the change of
      // circumstances a modification needs, where the job's loss is the reason, not the subject.
      [
        /^(?=[\s\S]*\b(?:child|spousal) support\b)(?=[\s\S]*\b(?:laid off|lost (?:my|his|her) job|pay cut|income (?:dropped|fell|went down|decreased)|(?:pays|earn|make|making) (?:\w+ ){0,2}(?:less|a lot less)|\d+% less)\b)/,
        3,
      ],
      [CHILD_LEFT_ALONE, 4],
      // Support changed: "get the support amount lowered", "modify child support".
      [
        /\b(?:lower|lowered|reduce|reduced|modify|modified|change|changed|adjust|adjusted|increase|increased)\w* (?:the |my |his |her |our )?(?:child |spousal )?support\b|\bsupport (?:amount|order|payments?) (?:\w+ ){0,2}(?:lowered|reduced|modified|changed|adjusted|increased)\b/,
        3,
      ],
      [
        /\bchange (?:my|the|our|his|her) (?:kids'?|children'?s?|son'?s|daughter'?s|child'?s|baby'?s) (?:last |sur)?names?\b/,
        3,
      ],
      [/\b(?:father|mother|dad|mom) of (?:my|our) (?:child|children|kids?|son|daughter|baby)\b/, 3],
      [/\bsee (?:my|our|his|her) (?:kids?|children|son|daughter)\b/, 3],
      // What a parent may decide or sign for a child.
      [
        /\b(?:needs? (?:my|our|a parent'?s?|his (?:dad|mom)'?s?) (?:signature|permission|consent)|do (?:i|we) have to sign|sign (?:him|her) (?:out|up)|can (?:i|we) sign)\b/,
        2,
      ],
      [
        /\b(?:took|taken|taking|kept|keeping|won'?t (?:return|give back)) (?:the|my|our) (?:kids?|children|son|daughter|baby)\b/,
        3,
      ],
    ],
  },
  {
    id: 'consumer-debt',
    label: 'Consumer and debt',
    category: 'Other',
    terms: {
      // Private loans at a ruinous price, and a pet's care billed by the vet.
      'loan shark': 4,
      usury: 3,
      usurious: 3,
      'vet bill': 2,
      'veterinary bill': 2,
      // Credit reporting: the bureaus, a payment wrongly reported late, a dispute "verified".
      equifax: 3,
      experian: 3,
      transunion: 3,
      'credit bureau*': 3,
      'late payment': 2,
      'reported late': 3,
      // A claim on one's own property or car policy (nobody hurt): an insurance consumer's dispute.
      'public adjuster': 3,
      'hail damage': 3,
      'uninsured motorist': 2,
      // Debt buyers and card issuers who sue on old accounts.
      midland: 3,
      'portfolio recovery': 3,
      lvnv: 3,
      synchrony: 2,
      'old card': 2,
      'charging my card': 3,
      'charging my account': 3,
      'cancelled in writing': 2,
      'canceled in writing': 2,
      'internet company': 2,
      'internet provider': 2,
      'cable company': 2,
      'early termination fee': 3,
      'rental car': 3,
      'car rental': 3,
      'rented a car': 3,
      carfax: 3,
      'pre-owned': 2,
      'online course': 2,
      venue: 1,
      phishing: 3,
      'checking account': 2,
      unauthorized: 2,
      'moving company': 3,
      movers: 2,
      quote: 1,
      salesman: 2,
      salesperson: 2,
      'sales rep': 2,
      'rent-to-own': 3,
      'missed a payment': 2,
      'froze my account': 3,
      'frozen account': 3,
      'suspicious activity': 2,
      'debit card': 2,
      'never received': 2,
      dealer: 2,
      'co-signed': 3,
      cosigned: 3,
      'co-signer': 3,
      cosigner: 3,
      lender: 2,
      'phone company': 2,
      'customer support': 2,
      cancel: 1,
      'debt buyer': 3,
      timeshare: 3,
      'gift card': 2,
      'scam*': 2,
      'as is': 2,
      zelle: 2,
      venmo: 2,
      'cash app': 2,
      'loan servicer': 3,
      servicer: 2,
      'collection letter': 3,
      'debt validation': 3,
      'in my name': 2,
      membership: 1,
      mechanic: 2,
      'repairs i never approved': 3,
      'garnish*': 2,
      merchant: 2,
      'charged my card': 3,
      'charged twice': 3,
      'double charged': 3,
      debt: 2,
      'debt collector': 3,
      'collection agency': 3,
      collections: 2,
      collector: 2,
      'credit card': 2,
      'credit report': 3,
      'credit score': 3,
      'credit bureau': 3,
      fdcpa: 3,
      fcra: 3,
      'wage garnish*': 3,
      garnishment: 3,
      bankruptcy: 3,
      'chapter 7': 3,
      'chapter 13': 3,
      repossess: 3,
      repo: 2,
      'car loan': 2,
      // A leased car, as VEHICLE_LEASE reads it.
      'vehicle finance': 2,
      'payday loan': 3,
      'student loan': 3,
      loan: 1,
      refund: 2,
      warranty: 2,
      'lemon law': 3,
      lemon: 1,
      scam: 3,
      scammed: 3,
      fraud: 1,
      chargeback: 3,
      dealership: 3,
      'car dealer': 3,
      'used car': 2,
      'bought a car': 2,
      'gym membership': 3,
      subscription: 1,
      'cancel my membership': 3,
      'identity theft': 3,
      'overcharg*': 2,
      'hidden fees': 3,
      'late fees': 1,
      'medical bill': 2,
      'bank account': 1,
      bank: 1,
      overdraft: 3,
      'statute of limitations on debt': 3,
      'judgment creditor': 3,
      defective: 2,
      faulty: 2,
      contractor: 1,
      'online order': 2,
      'never delivered': 2,
      seller: 1,
      'the store': 2,
      'customer service': 2,
      consumer: 2,
      'robocall*': 3,
      owe: 1,
    },
    phrases: [
      // A property insurance claim for damage (hail, smoke, water) and utility shut-offs: consumer matters.
      [
        /\b(?:hail|storm|wind|water|smoke|fire|flood|roof|tree|theft|mold) damage (?:claim|to (?:my|our|the) (?:house|home|roof|car))\b|\b(?:hail|storm|smoke|water) damage\b[^.?!]{0,60}\b(?:claim|adjuster|insurer|insurance|policy)\b/,
        3,
      ],
      [
        /\b(?:gas|electric|electricity|power|water|utility) (?:company|bill|service|utility)?\b[^.?!]{0,40}\b(?:shut\w* (?:off|down)|cut (?:off|us off|me off)|disconnect\w*|turn\w* (?:it |us |me )?off|restor\w*|reconnect\w*)\b/,
        3,
      ],
      // A lender or collector threatening arrest, jail or criminal charges (a false threat the debt laws forbid).
      [
        /^(?=[\s\S]*\b(?:payday|lender|loan|collector|collection agency|creditor|debt)\b)(?=[\s\S]*\b(?:threat\w*|say\w*|said|claim\w*|told me)\b[^.?!]{0,60}\b(?:criminal charges|check fraud|bad check|theft by check|send (?:me|you) to jail|have me arrested|press charges|a warrant)\b)/,
        4,
      ],
      // A private loan marked up far past what was lent ("borrowed $3,000, now he says I owe $7,500").
      [
        /\b(?:borrowed|lent me|loaned me)\b[^.?!]{0,60}\b(?:from|off) (?:a|this|some|my) (?:guy|man|person|friend|neighbou?r|coworker|relative|loan shark)\b|\b(?:charge|charging) (?:me )?(?:this|that|so) much\b/,
        3,
      ],
      // Money sent on a caller's story by a way that cannot be traced or reversed: the marks of an impostor scam (not a
      // demand for images, which is extortion).
      [
        /^(?![\s\S]*\b(?:pics|photos|nudes|naked|sextort\w*)\b)[\s\S]*(?:\b(?:money|payment|bail|fees?|taxes|paid|sent)|\$[\d,.]+k?) (?:in|with|via|through|by|on) (?:gift cards?|zelle|western union|moneygram|bitcoin|crypto|cash ?app|venmo|(?:a )?wire transfer)\b/,
        3,
      ],
      // A vet bill for care that went wrong, disputed with the card issuer.
      [
        /\b(?:(?:at|from|to) the vet|vet'?s? (?:office|clinic|bill)|veterinar\w*|animal hospital)\b[^.?!]{0,80}\b(?:pay|bill|charg\w*|invoice|cost)\b/,
        2,
      ],
      [/\b(?:dispute (?:it|the charge|this|the bill) with (?:my|the) (?:credit card|card|bank)|chargeback)\b/, 2],
      // A collector calling someone's workplace, and a wage garnishment for a bill or card: consumer-debt law (FDCPA).
      [
        /\b(?:collectors?|collection agency|collections|debt buyer)\b[^.!?]{0,60}\b(?:call\w*|contact\w*|show\w* up)\b[^.!?]{0,30}\b(?:at work|my work|my job|my employer|my boss|my workplace|my office)\b/,
        3,
      ],
      [
        /\bgarnish\w*\b[^.!?]{0,60}\b(?:bills?|debts?|cards?|loans?|collections?|hospital|medical|ambulance)\b|\b(?:bills?|debts?|credit cards?|loans?|hospital|medical|ambulance)\b[^.!?]{0,40}\bgarnish\w*/,
        3,
      ],
      // A card or loan debt sued on or turned into a judgment: the debtor's side of a collection suit.
      [
        /\bcard (?:judgment|lawsuit)s?\b|\b(?:judgment|sued|suing|lawsuit|suit) (?:over|on|for) (?:an? |my |the )?(?:old |unpaid )?(?:\w+ )?(?:credit )?(?:card|debt|account|loan)\b/,
        3,
      ],
      [/\b(?:comprehensive|collision)\b[^.?!]{0,20}\b(?:cover\w*|or collision|or comprehensive)\b/, 3],
      // A vehicle taken back for missed payments, wherever it was parked.
      [
        /\b(?:repo(?:ed|'d|d)?|repossess\w*)\b[^.?!]{0,40}\b(?:car|truck|vehicle|suv|van)\b|\b(?:car|truck|vehicle|suv|van)\b[^.?!]{0,40}\b(?:repo(?:ed|'d|d)?|repossess\w*)\b/,
        3,
      ],
      [/\b(?:payments?|months?) behind\b|\bbehind on (?:my |the |our )?(?:car|truck|loan|payments?)\b/, 2],
      [/\bidentity (?:was |got |has been )?stolen\b|\bstole my identity\b/, 3],
      [
        /\b(?:bought|buy|buying|paid|pay|paying|sent|read (?:them|him|her) the numbers)\b[^.!?]{0,40}\bgift ?cards?\b/,
        3,
      ],
      [/\b(?:refus\w*|won'?t|denied|deny\w*) (?:to )?(?:give )?(?:me |us )?(?:a |the |my |our )?refund/, 3],
      [
        /\b(?:won'?t|refuses? to|will not|didn'?t) (?:return|refund|give back) (?:my|our|the) (?:\$?[\w,]+ )?deposit\b/,
        2,
      ],
      [/\bclicked (?:on )?(?:a|the) link\b/, 2],
      [/\b(?:charging|charged|billing|billed) me\b/, 2],
      [/\bopened (?:an? |some )?(?:\w+ ){0,2}(?:account|loan|card|credit line)s? in my name\b/, 3],
      [
        /\b(?:they|the company|the store|the dealer|the seller) (?:won'?t|refuse[sd]? to|will not) (?:refund|give (?:me )?(?:my|the) money back)\b/,
        3,
      ],
    ],
  },
  {
    id: 'immigration',
    label: 'Immigration',
    category: 'Other',
    terms: {
      'switch status': 3,
      // Canada's, the UK's and Australia's own words for work permits, residence and the points draws.
      pgwp: 4,
      lmia: 4,
      'express entry': 4,
      'bridging permit': 4,
      'bridging visa': 4,
      'bridging open work permit': 4,
      'study permit': 3,
      ircc: 3,
      'crs score': 3,
      'indefinite leave to remain': 4,
      ukvi: 3,
      'skilled worker visa': 4,
      'certificate of sponsorship': 3,
      // A worker laid off on a visa, the dependant's status, a spouse visa and its financial requirement.
      '60 day grace period': 4,
      '60-day grace period': 4,
      'h-4': 3,
      'spouse visa': 4,
      'partner visa': 4,
      'family visa': 3,
      'financial requirement': 3,
      // Removing the conditions on a two-year green card (I-751), and deferred action lapsing.
      'remove conditions': 4,
      'removing conditions': 4,
      'work authorization': 3,
      'employment authorization': 3,
      // Abused spouses' own petitions, and visas for victims of crime and trafficking: immigration remedies told inside
      // stories full of marriage, divorce and abuse, so they outweigh the family words around them.
      vawa: 5,
      'self-petition': 5,
      'self petition': 5,
      'u visa': 4,
      't visa': 4,
      'ice detention': 3,
      'ice custody': 3,
      'detained by ice': 3,
      'j-1': 3,
      j1: 3,
      'home residency requirement': 3,
      'adjustment of status': 3,
      'advance parole': 3,
      deportado: 3,
      waiver: 1,
      'visitor visa': 3,
      'work visa': 3,
      'grace period': 2,
      'stem extension': 3,
      f1: 3,
      h4: 3,
      'l-1': 3,
      'o-1': 3,
      'i-751': 3,
      'conditional residence': 3,
      opt: 1,
      'ice detained': 3,
      'tourist visa': 3,
      'student visa': 3,
      immigration: 3,
      immigrant: 3,
      visa: 3,
      detained: 2,
      'h-1b': 4,
      'green card': 3,
      'conditional green card': 4,
      'remove the conditions': 4,
      'removal of conditions': 4,
      'change of status': 3,
      h1b: 3,
      'f-1': 3,
      'opt extension': 3,
      daca: 3,
      asylum: 3,
      refugee: 3,
      deport: 3,
      deportation: 3,
      'removal proceedings': 3,
      ice: 2,
      uscis: 3,
      citizenship: 3,
      'naturaliz*': 3,
      naturalization: 3,
      'work permit': 3,
      ead: 3,
      'overstay*': 3,
      undocumented: 3,
      'illegal immigrant': 3,
      residency: 2,
      'permanent resident': 3,
      'fiance visa': 3,
      'k-1': 3,
      passport: 2,
      sponsor: 2,
      tps: 3,
      'i-130': 3,
      'i-485': 3,
      'i-765': 3,
      biometrics: 3,
      consulate: 3,
      embassy: 3,
      'immigration court': 3,
      border: 2,
    },
    phrases: [
      // A status or work permit that lapsed or is awaiting renewal ("my DACA expired", "EAD renewal pending").
      [
        /\b(?:daca|work permit|ead|tps|visa|green card|(?:immigration |legal )?status)\b[^.?!]{0,40}\b(?:expir\w*|lapsed?|ran out|runs out|renew\w*)\b|\b(?:expired|expiring|lapsed) (?:\w+ )?(?:daca|work permit|ead|tps|visa|green card)\b/,
        3,
      ],
      // A worker on a visa who loses the job asks about status (grace period, new sponsor): an immigration matter.
      [
        /\b(?:h-?1b|h-?4|l-?1|o-?1|f-?1|work visa|visa)\b[^.!?]{0,80}\b(?:laid off|let go|fired|terminated|lost (?:my|his|her) job)\b|\b(?:laid off|let go|fired|terminated)\b[^.!?]{0,80}\b(?:h-?1b|visa|status)\b/,
        4,
      ],
      [
        /\b(?:new|another) sponsor\b|\bchange of status\b|\bb-?2\b|\bswitch(?:ing)? (?:over )?to (?:a |an )?(?:\w+ )?(?:visa|status)\b|\b(?:visitor|tourist) visa\b/,
        3,
      ],
      [
        /\b(?:extend|extends|maintain|keep|lose|losing|out of|fall out of) (?:\w+ )?(?:my |his |her |legal )?status\b/,
        3,
      ],
      [/\b(?:what|which|any) (?:kind of |type of )?visas?\b/, 3],
      [/\bcame (?:here |over )?(?:from|to) (?:the )?\w+ to work\b/, 2],
      [
        /\b(?:stay|remain|live) (?:legally )?in (?:america|the us|the u\.s\.|the united states|this country|the country)\b/,
        2,
      ],
      [/\bapply(?:ing)? for (?:citizenship|naturalization|a green card|asylum|a visa)\b/, 3],
      [
        /\b(?:i'?m|i am|we'?re|we are|he'?s|she'?s) (?:here )?on (?:an? )?(?:\w+ ){0,2}(?:visa|h-?1b|f-?1|opt|tps|work permit|green card)\b|\bmy (?:visa|h-?1b|work permit|ead|green card|i-20|immigration status)\b/,
        3,
      ],
      [/\b(?:my|his|her|their|our) (?:immigration |visa |legal )?status\b/, 2],
      // A citizen spouse or parent who files (or never filed) the family petition.
      [
        /\b(?:file|filed|filing|submit|submitted) (?:for )?(?:my|her|his|the) (?:immigration )?(?:papers|paperwork|petition|green card)\b/,
        3,
      ],
      [/\b(?:u\.?s\.? citizen|american citizen)\b/, 2],
      [/\bhave to leave the (?:country|us|u\.s\.|states)\b|\bbefore (?:i|we|he|she) (?:have|has) to leave\b/, 3],
    ],
  },
  {
    id: 'crime',
    label: 'Criminal law',
    category: 'Other',
    terms: {
      // Public-order offences cited on a ticket: drunk in public, public urination.
      'public intox*': 3,
      'drunk in public': 3,
      'public urination': 3,
      // A federal investigation: the grand jury, the prosecutor's target letter.
      'grand jury': 3,
      'target letter': 4,
      'u.s. attorney': 3,
      'us attorney': 3,
      'federal investigation': 3,
      'under investigation': 2,
      'stalking order': 3,
      'forced labor': 3,
      'forced labour': 3,
      'doxx*': 3,
      'anonymous account': 2,
      'voluntary interview': 3,
      'police interview': 3,
      'civil demand': 3,
      'fake id': 3,
      'caught with': 2,
      arrest: 3,
      criminal: 3,
      'charged with': 3,
      charges: 2,
      felony: 3,
      misdemeanor: 3,
      misdemeanour: 3,
      police: 2,
      cop: 2,
      officer: 1,
      detective: 3,
      jail: 3,
      prison: 3,
      probation: 2,
      parole: 3,
      bail: 3,
      'bond hearing': 3,
      arraignment: 3,
      plea: 3,
      'plea deal': 3,
      'public defender': 3,
      prosecutor: 3,
      'district attorney': 3,
      warrant: 3,
      'search warrant': 3,
      theft: 3,
      stole: 2,
      stolen: 2,
      'shoplift*': 3,
      burglary: 3,
      robbery: 3,
      assault: 2,
      battery: 2,
      possession: 2,
      drug: 2,
      weed: 2,
      marijuana: 2,
      'expunge*': 3,
      expungement: 3,
      'record sealed': 3,
      'criminal record': 3,
      'background check': 2,
      conviction: 3,
      convicted: 3,
      'sentenc*': 2,
      vandalism: 3,
      'trespass*': 2,
      'harassment charge': 3,
      'stalk*': 3,
      'rape*': 3,
      raped: 3,
      'sexual assault': 3,
      'sexually assaulted': 3,
      'molest*': 3,
      'concealed carry': 3,
      'carry permit': 3,
      handgun: 2,
      'firearm*': 3,
      'gun owner': 3,
      'gun law*': 3,
      'pepper spray': 3,
      'self-defense': 3,
      'self defense': 3,
      'bb gun': 3,
      'pocket knife': 2,
      tsa: 2,
      'blackmail*': 3,
      'extort*': 3,
      'sextort*': 3,
      nudes: 3,
      'sex tape': 3,
      trafficking: 3,
      predator: 3,
      grooming: 2,
      pistol: 2,
      'out on bond': 3,
      'police protection': 3,
      indicted: 3,
      miranda: 3,
      'interrogat*': 2,
      mugshot: 3,
      'fingerprint*': 1,
      'pressed charges': 3,
      'press charges': 3,
      'police report': 2,
      'court-appointed': 2,
      'court appointed': 2,
      'domestic battery': 3,
    },
    phrases: [
      // Being named the target or subject of an investigation.
      [
        /\b(?:i am|i'm|i was|named as|he is|she is|they say i am) (?:a |the )?['"]?(?:target|subject)['"]? of (?:a|an|the) (?:\w+ ){0,3}investigation\b/,
        4,
      ],
      // A victim subpoenaed by the prosecution in a criminal trial: the criminal case's matter.
      [
        /\b(?:the )?(?:da|d\.a\.|district attorney|prosecutor|state'?s attorney)(?:'s office)?\b[^.!?]{0,60}\b(?:subpoena\w*|testify|witness)\b|\b(?:he|she|they) (?:was|were|got|has been|have been) (?:charged|arrested)\b/,
        3,
      ],
      // Leaving a store with goods not paid for: shoplifting, whatever it is called.
      [
        /\b(?:caught|stopped|detained|arrested|cited)\b[^.?!]{0,60}\b(?:walking out|leaving|walked out|left)\b[^.?!]{0,60}\b(?:(?:didn'?t|did not|without|never) pa(?:y|ying|id)|unpaid)\b/,
        3,
      ],
      // Papers taken and the person kept from leaving: the signs of trafficking.
      [
        /\b(?:keep|keeps|kept|took|take|taken|hold|holds|holding|have|has) (?:my|her|his|their) (?:passports?|papers|documents|ids?)\b[^.?!]{0,80}\b(?:can'?t|cannot|not allowed to|won'?t let (?:me|her|him|them)) (?:go|leave)\b|\b(?:can'?t|cannot|not allowed to) (?:go|leave)\b[^.?!]{0,80}\b(?:keep|keeps|kept|took|hold|holds|have|has) (?:my|her|his|their) (?:passports?|papers|documents|ids?)\b/,
        3,
      ],
      [/\bcharged (?:me|him|her|them|us) with\b/, 3],
      // A lawfully owned gun moved, cased, hunted with or handed on (the trip, the gift, the permit): weapons law, however
      // far apart the gun and the question are told.
      [
        /^(?=[\s\S]*\b(?:rifles?|shotguns?|handguns?|pistols?|firearms?|guns?)\b)(?=[\s\S]*\b(?:unloaded|cased|state lines|fopa|legally owned|deer|hunting|transport\w*|license to carry|carry (?:permit|license)|concealed carry)\b)/,
        3,
      ],
      // Owning, carrying and moving guns is weapons law.
      [
        /\b(?:transport|register|carry|own|transfer|gift|buy|sell|ship|travel with|store)\w* (?:(?:a|my|his|her|the|our) )?(?:\w+ )?(?:rifles?|guns?|shotguns?|pistols?|handguns?)\b/,
        3,
      ],
      // Threats, following and sexual exploitation by someone outside the household are crimes to report.
      [
        /\b(?:threaten\w*|said|says) (?:to |he'?ll |she'?ll |he will |she will |he is going to |she is going to )?(?:kill|shoot|stab|hurt)\b/,
        2,
      ],
      [
        /\b(?:follow(?:s|ed|ing)?|showing up at|shows up at|showed up at) (?:me|my (?:work|job|house|home|school|door|car))\b/,
        2,
      ],
      [
        /\b(?:pictures|photos|pics|videos) (?:with no clothes|of (?:her|him|me) naked)|\bnaked (?:pictures|photos|pics|videos)\b/,
        3,
      ],
      [/\bsearch(?:ed|ing)? (?:our|my|the|his|her) (?:whole |entire )?(?:house|home|car|room|phone|apartment)\b/, 3],
      // Asking whether an act is a crime, or whether someone will be arrested or charged, is a criminal-law question
      // (the offences the terms above already name are not counted twice).
      [
        /\b(?:is (?:this|that|it|what (?:he|she|they) (?:did|does|is doing|are doing))(?: even| considered| legally| actually)? (?:a crime|a criminal (?:act|offen[cs]e)|a misdemeanor|child endangerment|false imprisonment)|(?:report|reporting|turn) (?:him|her|them|it|this) (?:in )?to (?:the )?(?:police|cops|fbi)|(?:get|have) (?:him|her|them) (?:arrested|charged|locked up|prosecuted)|(?:will|would|could|can|does|did|do) (?:i|he|she|we|they|you|my \w+)(?: \w+)? (?:be |get )(?:charged|prosecuted|locked up)|(?:go|going|gonna go|be sent) to (?:jail|prison))\b/,
        3,
      ],
      [/\b(?:kidnapp?\w*|abduct\w*|held hostage|holding (?:her|him|them|me|us) hostage)\b/, 3],
      [/\bviolat\w* (?:his|her|my|their|your) (?:parole|probation)\b|\b(?:get|got|be|being) violated\b/, 3],
    ],
  },
  {
    id: 'traffic',
    label: 'Traffic',
    category: 'Other',
    terms: {
      // Drink-driving and licence points as they are named outside the US.
      'drink driving': 4,
      'drink-driving': 4,
      'drink driver': 4,
      'breath test': 3,
      breathalyser: 3,
      'demerit points': 3,
      // A car towed or impounded, and getting it released from the lot.
      'tow yard': 3,
      'impound lot': 3,
      'tow lot': 3,
      'fender bender': 3,
      'collision claim': 2,
      'toll violation': 3,
      'school bus': 2,
      'expired registration': 3,
      "learner's permit": 3,
      'learners permit': 3,
      'permit holder': 2,
      'construction zone': 3,
      'parked car': 2,
      cdl: 3,
      'lane change': 2,
      'moving violation': 3,
      'non-moving': 3,
      'following too closely': 3,
      'failure to yield': 3,
      'red light camera': 3,
      points: 1,
      'while driving': 2,
      'lose my license': 3,
      'license was suspended': 3,
      'unpaid tickets': 2,
      blew: 1,
      'speeding ticket': 3,
      speeding: 3,
      'school zone': 3,
      'traffic school': 3,
      radar: 3,
      mph: 2,
      'traffic ticket': 3,
      'parking ticket': 3,
      ticket: 1,
      citation: 2,
      dui: 3,
      dwi: 3,
      owi: 3,
      'drunk driving': 3,
      breathalyzer: 3,
      'license suspended': 3,
      'suspended license': 3,
      "driver's license": 2,
      'drivers license': 2,
      'driving license': 2,
      dmv: 3,
      'points on my license': 3,
      'red light': 2,
      'stop sign': 3,
      'traffic court': 3,
      'pulled over': 3,
      'driving without insurance': 3,
      uninsured: 1,
      'reckless driving': 3,
      'hit and run': 3,
      tow: 3,
      'impound*': 3,
      'traffic camera': 3,
      'speed camera': 3,
      'notice of intended prosecution': 3,
      toll: 2,
      registration: 1,
    },
    phrases: [
      // A collision of cars or a parked car hit, as people tell it.
      [
        /\b(?:rear[- ]ended|sideswiped|backed into (?:my|our)|dinged|clipped my|t-?boned|fender[- ]bender|(?:side|rearview) mirror|(?:my|our) parked car)\b/,
        2,
      ],
      // Getting an impounded or towed car back out of the lot.
      [
        /\b(?:impound\w*|towed)\b[^.?!]{0,60}\b(?:my|the|our|his|her) (?:car|truck|vehicle|van|motorcycle)\b|\b(?:my|the|our|his|her) (?:car|truck|vehicle|van|motorcycle)\b[^.?!]{0,60}\b(?:impound\w*|towed)\b/,
        3,
      ],
      // An animal hit on the road: a driving and car-insurance matter.
      [
        /\bhit (?:a|the) (?:deer|moose|elk|cow|dog|animal)\b|\b(?:deer|moose|animal) (?:ran|jumped|came) (?:into|out in front of)\b/,
        3,
      ],
      [
        /\b(?:suspended|revoked|took|take|taking) (?:my|his|her) (?:driver'?s?'? )?licen[cs]e\b|\blicen[cs]e (?:was |got |is |has been )?(?:suspended|revoked)\b/,
        3,
      ],
    ],
  },
  {
    id: 'estates',
    label: 'Wills and estates',
    category: 'Other',
    terms: {
      // Naming who gets an account or policy at death, and one's own will ("write my own will").
      'beneficiary designation': 3,
      'letters testamentary': 3,
      // Trusts that let a disabled heir inherit without losing means-tested benefits.
      'special needs trust': 4,
      'special-needs trust': 4,
      'supplemental needs trust': 4,
      'able account': 3,
      'leaves everything': 2,
      'avoid probate': 3,
      'handwritten will': 3,
      'holographic will': 3,
      'the will': 2,
      'will says': 3,
      witnessed: 1,
      'transfer-on-death': 3,
      'transfer on death': 3,
      'his will': 3,
      'her will': 3,
      'left everything': 2,
      'last will': 3,
      'my will': 3,
      'a will': 3,
      'simple will': 3,
      'leave everything': 2,
      'leaving everything': 2,
      testament: 3,
      estate: 2,
      'estate plan*': 3,
      probate: 3,
      executor: 3,
      executrix: 3,
      'administrator of the estate': 3,
      'inherit*': 3,
      heir: 3,
      'beneficiar*': 3,
      beneficiary: 3,
      'living trust': 3,
      trust: 1,
      trustee: 3,
      'power of attorney': 3,
      poa: 3,
      'healthcare proxy': 3,
      'advance directive': 3,
      'living will': 3,
      'passed away': 3,
      died: 2,
      death: 2,
      deceased: 3,
      funeral: 3,
      'life insurance': 2,
      conservatorship: 3,
      guardianship: 1,
      'elder abuse': 3,
      // Elder law (an older adult's care, safety and money) is handled with guardianship and powers of attorney.
      elderly: 1,
      dementia: 3,
      "alzheimer's": 3,
      alzheimers: 3,
      'adult protective services': 3,
      'emergency guardianship': 3,
      caretaker: 2,
      'live-in aide': 2,
      'nursing home': 2,
      'set up a trust': 3,
      '401k': 2,
      pension: 1,
      'my late': 2,
      'late parents': 3,
      'late mother': 3,
      'late father': 3,
      'late husband': 3,
      'late wife': 3,
      intestate: 3,
      'disinherit*': 3,
    },
    phrases: [
      // A life insurance policy paying out at a death (the beneficiary's claim, the suicide or contestability clause).
      [
        /\blife insurance\b[^.?!]{0,60}\b(?:pays?|paid|payout|pay out|cover\w*|claim|suicide|exclusion|contestab\w*)\b/,
        3,
      ],
      // Making, writing or changing one's own will or trust ("can I write my own will").
      [
        /\b(?:write|make|draft|do|prepare|update|change|sign|redo) (?:my|a|our|his|her) (?:own |new )?(?:will|trust)\b/,
        3,
      ],
      // What happens to debts and property when someone dies is the estate's business, not the
      // creditor's: it outweighs the debts it names.
      [
        /\b(?:debts?|loans?|mortgage|credit cards?|bills|accounts?)\b.{0,60}\b(?:when|after|if) (?:someone|somebody|a person|i|you|he|she|they|my \w+) (?:dies|die|passes away|pass away|passed away)\b/,
        5,
      ],
      [
        /\b(?:dead|deceased) (?:mom|mother|dad|father|husband|wife|parents?|grandma|grandpa|grandmother|grandfather|brother|sister|aunt|uncle)\b/,
        3,
      ],
      [/\b(?:he|she|they) (?:died|passed)\b/, 3],
      // What becomes of one's things after one's own death ("who gets my car after I'm gone").
      [
        /\b(?:after|when|if|once|before) (?:i'?m|i am) (?:gone|dead|not around|no longer here)\b|\b(?:after|when|if|once) i (?:die|pass)\b/,
        3,
      ],
      [/\bwho gets (?:my|his|her)\b/, 2],
      // What passes to whom at a death: "my 401k goes to my kids", "make sure my guns go to my son", "disinherit".
      [
        /\b(?:go|goes|pass(?:es)?(?: on)?|pays? out|left|leave|leaving) to (?:my|his|her|our|their) (?:kids|children|son|daughter|sons|daughters|grandkids|grandchildren|heirs?)\b|\b(?:my|his|her|our|the) (?:kids|children|son|daughter) (?:to )?(?:get|gets|inherit\w*) (?:my|his|her|our) \w+|\bdie with (?:me|him|her)\b/,
        3,
      ],
      // An older adult named by age ("my dad (79)", "she's 84", "I'm 70").
      [
        /\((?:[7-9]\d)\)|\b(?:he's|she's|i'm|he is|she is|i am) (?:[7-9]\d)\b|\b(?:[7-9]\d)[- ](?:years?[- ]old|yo)\b/,
        1,
      ],
      [
        /\b(?:mom|mother|dad|father|grandma|grandmother|grandpa|grandfather|husband|wife|brother|sister|aunt|uncle|cousin)(?:-in-law)?(?:'s)? (?:died|passed|death|estate|will)\b/,
        3,
      ],
      [
        /\b(?:mom|mother|dad|father|grandma|grandmother|grandpa|grandfather|husband|wife|brother|sister|aunt|uncle) (?:died|passed|passed away)\b/,
        3,
      ],
    ],
  },
  {
    id: 'business',
    label: 'Business formation',
    category: 'Business Formation',
    terms: {
      // An Australian or British sole trader moving to a company.
      'sole trader': 3,
      // The forms a company takes outside the US, as founders ask which to register.
      'private limited': 3,
      'pvt ltd': 3,
      llp: 2,
      'registered agent': 3,
      '501c3': 3,
      '501(c)3': 3,
      'asset purchase': 3,
      'buy-sell agreement': 3,
      'business plan': 2,
      'food truck': 2,
      entity: 2,
      'new llc': 3,
      'set up': 1,
      llc: 3,
      'l.l.c': 3,
      'incorporat*': 3,
      incorporate: 3,
      incorporation: 3,
      's corp': 3,
      's-corp': 3,
      'c corp': 3,
      'c-corp': 3,
      'sole proprietor*': 3,
      partnership: 1,
      'form a company': 3,
      'start a business': 3,
      'starting a business': 3,
      'open a business': 3,
      'register my business': 3,
      'register a business': 3,
      'business name': 2,
      dba: 3,
      ein: 3,
      'articles of organization': 3,
      'articles of incorporation': 3,
      gmbh: 3,
      ltd: 2,
      nonprofit: 3,
      'non-profit': 3,
      '501(c)(3)': 3,
      'business license': 1,
      franchise: 1,
      startup: 1,
      'co-founder': 1,
      cofounder: 1,
      'business structure': 3,
      // Registering a company in the other states it operates or hires in (foreign qualification).
      'foreign qualification': 3,
      'foreign qualify': 3,
      'foreign corporation': 3,
      'foreign llc': 3,
      'certificate of authority': 3,
      'qualified to do business': 3,
      'registered to do business': 3,
      'register to do business': 3,
      // Buying a going concern: the deal's structure and how the price is paid.
      'stock purchase': 3,
      'asset sale': 3,
      'stock sale': 3,
      'seller financing': 3,
      'seller-financed': 3,
      'seller financed': 3,
      'seller note': 3,
      'business broker': 3,
      goodwill: 2,
      // A business protecting itself from customers' claims: waivers and liability cover.
      'liability waiver': 3,
      'general liability': 3,
      'liability insurance': 2,
      'business insurance': 3,
      // Business debt an owner answers for personally: the SBA loan, the guarantee signed for the company.
      'sba loan': 3,
      'personal guarantee': 2,
      'personally guaranteed': 2,
    },
    phrases: [
      // A proprietary limited company, Australia's usual small company form.
      [/\bpty\.? ?ltd\b/, 2],
      // Property or a business put into a company of its own: "put the rental houses into LLCs".
      [
        /\b(?:put|putting|transfer\w*|move|moving|deed\w*|hold|holding)\b (?:[\w-]+ ){0,5}?(?:into|to|in|under) (?:an? |my |our |one |separate |its own |their own |(?:one|two|three|\d+) )?(?:new )?(?:llcs?|holding compan(?:y|ies)|corporations?)\b/,
        3,
      ],
      // Forming a nonprofit (a 501(c)(3), a charity) is an entity formation, whatever board and bylaws it will need.
      [
        /\b(?:become|becoming|form|forming|start|starting|set up|setting up|incorporat\w*|register\w*|creat\w*) (?:as )?(?:a |an |our |my )?(?:\w+ )?(?:nonprofit|non-profit|501\(?c\)?\(?3\)?|charity|charitable organi[sz]ation)\b/,
        4,
      ],
      [/\bregister(?:ing|ed)? (?:a|my|our|the) (?:new )?(?:business|company|llc)\b/, 3],
      [/\bgo(?:ing)? into business\b/, 3],
      // Two people starting a trade together, told plainly ("me and my sister want open cleaning company").
      [
        /\b(?:me and my|my \w+ and (?:i|me)|i and my)\b[^.!?]{0,30}\b(?:want|wants|wanna|plan\w*|are|going|gonna|thinking)\b[^.!?]{0,20}\b(?:start|open|starting|opening|launch\w*)\b[^.!?]{0,30}\b(?:company|business|shop|store|restaurant|salon|bakery|agency|cafe|market)\b/,
        3,
      ],
      [
        /\b(?:start|starting|open|opening|launch|launching|set up|setting up|form|forming) (?:a|an|my|our) (?:\w+ ){0,2}(?:nonprofit|non-profit|business|company|llc|corporation|charity|foundation|practice|shop|store|daycare|restaurant|bakery|agency|firm|startup|app)\b/,
        3,
      ],
      [/\bbuy(?:ing)? (?:a|an|the|his|her|their|my|our) (?:\w+'?s? ){0,2}(?:business|company)\b/, 3],
      // A going concern named by its trade ("buying a laundromat from the owners"), or its assets bought apart.
      [
        /\bbuy(?:ing)? (?:a|an|the|his|her|their|this|that) (?:\w+ ){0,2}(?:laundromat|restaurant|cafe|bar|salon|barbershop|shop|franchise|gym|daycare|bakery|agency|practice|car wash|gas station|food truck|brewery|motel|hotel)\b/,
        3,
      ],
      [/\b(?:buy|buying|purchas\w+|sell|selling|sale of) (?:\w+ ){0,3}(?:assets|business assets)\b/, 3],
      [
        /\bregister(?:ed|ing)? (?:\w+ ){0,3}(?:in|with) (?:those|these|other|another|each|both|every|the other) (?:\w+ )?states?\b/,
        3,
      ],
      [
        /\b(?:want|have|make|get|require|need) (?:\w+ ){0,3}(?:customers|clients|members|people|participants|students|parents|guests) (?:to )?sign (?:a |our |the )?(?:\w+ )?waivers?\b/,
        3,
      ],
      // Whether the owners answer for the company's debts: the limited liability the entity was formed for.
      [/\b(?:llc|company|corporation|corp|partnership|entity)(?:'s)? (?:debts?|loans?|liabilit(?:y|ies))\b/, 3],
      // A company formed in a state chosen for its corporate law, operating elsewhere.
      [
        /\b(?:delaware|nevada|wyoming) (?:c[- ]corp|s[- ]corp|corp|llc|corporation|company|entity|holding company)\b/,
        2,
      ],
    ],
  },
  {
    id: 'governance',
    label: 'Corporate governance',
    category: 'Corporate Governance',
    terms: {
      // An owner outvoted and shut out: no distributions, no say as a minority.
      'as a minority': 3,
      'no distributions': 3,
      // Owners locked in a dispute and the clauses that break the deadlock.
      'shotgun clause': 4,
      'unanimous shareholder agreement': 4,
      'trading insolvent': 3,
      deadlock: 3,
      'buy-sell agreement': 3,
      'minority member': 3,
      'majority owner': 3,
      distributions: 2,
      'board member': 3,
      treasurer: 2,
      'misusing funds': 2,
      'misuse of funds': 2,
      'board resolution': 3,
      'llc member': 2,
      'ownership stake': 2,
      units: 1,
      vote: 1,
      'minority shareholder': 3,
      'majority shareholder': 3,
      'board of directors': 3,
      'board approval': 3,
      shareholder: 3,
      stockholder: 3,
      'operating agreement': 3,
      'cap table': 3,
      equity: 2,
      'stock options': 3,
      'option pool': 3,
      vesting: 3,
      'safe note': 3,
      'convertible note': 3,
      investor: 2,
      'fundrais*': 3,
      'seed round': 3,
      'series a': 3,
      'term sheet': 3,
      valuation: 2,
      'dilut*': 3,
      minutes: 1,
      'annual meeting': 3,
      'members of the llc': 3,
      buyout: 2,
      'buy out my partner': 3,
      'business partner': 2,
      'co-founder': 2,
      cofounder: 2,
      founders: 1,
      merger: 3,
      acquisition: 2,
      fiduciary: 3,
      'proxy vote': 3,
      members: 1,
      // A minority owner kept from the books and the profits: inspection rights and oppression.
      'inspection rights': 3,
      'books and records': 3,
      'inspect the books': 3,
      'see the books': 3,
      financials: 2,
      'financial statements': 1,
      oppression: 3,
      'freeze out': 3,
      'frozen out': 3,
      'squeeze out': 3,
      'squeezed out': 3,
      'minority owner': 3,
      'minority stake': 3,
      'minority interest': 3,
      'family company': 2,
      // Owners split evenly who cannot decide: a deadlock, and the court dissolving the company over it.
      'deadlock*': 3,
      'tie-breaker': 3,
      'tie breaker': 3,
      tiebreaker: 3,
      'judicial dissolution': 3,
      // Owners taking money out of the company for themselves, and shares promised or split.
      "owner's draw": 3,
      'owners draw': 3,
      'owner draw': 3,
      'equity split': 3,
      'split equity': 3,
      'sweat equity': 3,
      'co-owner of the business': 3,
    },
    phrases: [
      // An employee-owned company's plan, its trustee and a sale of the company.
      [/\besops?\b|\besop-owned\b|\bemployee stock ownership\b/, 4],
      // Two equal owners at odds: a deadlock, one wanting to sell.
      [
        /\b(?:50\/50|fifty[- ]fifty|equal (?:owners|partners|shares))\b[^.?!]{0,120}\b(?:fight\w*|disagree\w*|can'?t agree|cannot agree|(?:can'?t|nobody can|no one can) decide|deadlock\w*|wants? to sell|buy (?:me|him|her|them) out)\b/,
        4,
      ],
      // A company's bylaws, not a condo's or homeowners' association's.
      [
        /^(?![\s\S]*\b(?:condo\w*|hoa|homeowners'? association|co-?op|strata|tenants?|landlord|nuisance)\b)[\s\S]*\bby-?laws\b/,
        3,
      ],
      // A board game is no board of directors.
      [/\bboard\b(?! games?)/, 1],
      [/\bbuy (?:him|her|them|my partner|our partner|a partner|the other \w+) out\b/, 3],
      [/\bpartner (?:wants|wanted|want) (?:out|to leave)\b/, 3],
      [/(?<!school )\bboard meeting/, 3],
      [/\b(?:my|his|her|our|their) (?:shares|stake|equity|units)\b/, 2],
      [/\bremove (?:the|our|a|him|her) (?:\w+ )?(?:president|director|ceo|chair|treasurer|member|from the board)\b/, 3],
      [
        /\b(?:remove|kick|force|push) (?:him|her|them|my (?:\w+ )?partner|our (?:\w+ )?partner|a (?:co-?)?(?:member|partner|founder)|the other (?:member|partner|owner)) (?:out )?(?:of|from) (?:the|our|my) (?:llc|company|business|partnership|corporation)\b/,
        3,
      ],
      // An owner's percentage of a company (not of a house or a car).
      [
        /\b(?:i|we|he|she|they|my \w+)(?: each| both)? (?:own|owns|hold|holds|have|has) (?:a |about |only |just )?\d+(?:\.\d+)? ?(?:%|percent)(?! (?:of|in) (?:the|our|my|his|her|this|that) (?:house|home|property|condo|land|car|building|lot))/,
        2,
      ],
      [
        /\b(?:show|give|let) (?:me|us|him|her) (?:see )?(?:any |the |our |their )?(?:financials|books|financial statements|company records)\b/,
        3,
      ],
      // Every vote a tie between equal owners.
      [
        /\b(?:votes?|decisions?) (?:is |are |always |keeps? )?(?:ends? (?:up )?in |end (?:up )?in |comes? out )?(?:a )?(?:tie|deadlock\w*)\b/,
        3,
      ],
      // A court asked to dissolve the company over the owners' dispute.
      [/\b(?:court|judge)\b[^.!?]{0,20}\bdissolv\w*|\bdissolv\w*\b[^.!?]{0,40}\b(?:court|judge)\b/, 3],
      [/\b50[/-]50 (?:partners?|owners?|members?|shareholders?|split of the (?:company|business|llc))\b/, 2],
      [/\b(?:company|business|llc|shop|partnership)\b[^.!?]{0,20}\b50[/-]50\b/, 2],
      // The other owners voting one of them out, and what is owed for the share taken.
      [
        /\bvot(?:e|ed|es|ing) (?:me|him|her|them|us|one of us|a member|a partner) out\b|\bvot(?:e|ed|es|ing) to (?:remove|kick|expel|push|force|oust) (?:me|him|her|them|us)\b/,
        3,
      ],
      [
        /\b(?:other|two|three|remaining|fellow) (?:\w+ )?(?:members|partners|owners|co-?owners|shareholders) of (?:our|the|my) (?:llc|company|business|corporation)\b/,
        3,
      ],
      [
        /\b(?:pay|paying|paid|compensat\w*|buy) (?:me|him|her|us|them)?\s?(?:nothing |anything )?(?:for|out) (?:my|his|her|our|their) (?:share|shares|stake|interest|units|percent\w*|\d+ ?(?:%|percent))\b|\bowe (?:me|him|her|us) (?:nothing|anything) for (?:my|his|her) (?:share|stake|interest|\d+ ?(?:%|percent))\b/,
        3,
      ],
      // Splitting a company among its founders, and the shares vesting over time.
      [
        /\bsplit (?:up )?(?:the )?(?:ownership|equity|shares|stock|company)\b|\b(?:ownership|equity) split\b|\b(?:decide|divide|figure out|agree on|work out) (?:the|a|our|an) (?:fair )?(?:split|equity)\b|\bvest(?:s|ed)? (?:over|across) (?:time|\w+ years)\b|\b(?:co-?founders|founders)\b[^.!?]{0,60}\b(?:split|equity|shares|percent|%)\b/,
        3,
      ],
      // An owner paying personal bills out of the company's account.
      [
        /\b(?:personal|his own|her own|their own|his|her) (?:\w+ ){0,3}(?:bills|expenses|groceries|mortgage|rent|car (?:note|payment)s?|credit cards?|vacations?)\b[^.!?]{0,60}\b(?:business|company|llc|corporate|partnership) (?:bank )?(?:account|card|funds|money)\b|\b(?:out of|from) (?:the|our) (?:business|company|llc|partnership)(?:'s)? (?:bank )?(?:account|card|funds)\b[^.!?]{0,60}\b(?:personal|his own|her own|draw)\b/,
        3,
      ],
      [/\b(?:his|her|their|my|an?) draws?\b(?!\w)/, 1],
      // Money given early "for a piece of the company" with nothing in writing: an owner, a lender, a vote?
      [
        /\b(?:for|in exchange for|in return for|against) (?:a |an |some )?(?:piece|share|cut|stake|slice|part|percentage|equity) (?:of|in) (?:the |our |my |his |her )?(?:company|business|llc|startup|bakery|shop|store|restaurant|firm)\b/,
        3,
      ],
      [
        /\b(?:loan|debt) or (?:equity|an? investment|ownership|an? (?:owner|shareholder|partner|stake))\b|\b(?:equity|an? investment|ownership|an? owner) or (?:an? |just a )?loan\b|\b(?:own|owns|owner of) (?:a )?(?:part|piece|share) of (?:it|the company|the business|our company|our business|the llc)\b/,
        3,
      ],
      // Ownership given away by one owner without the others' consent.
      [
        /\b\d+(?:\.\d+)? ?(?:%|percent) (?:of|in) (?:the|our|my|his|her|their) (?:company|business|llc|startup|corporation|shares|equity|firm)\b/,
        3,
      ],
    ],
  },
  {
    id: 'ip',
    label: 'Intellectual property',
    category: 'Intellectual Property',
    terms: {
      // Recipes reworded into a cookbook; the line between facts and expression.
      cookbook: 3,
      'reword*': 2,
      // An invention before it is shown: a provisional patent, a prototype.
      'provisional patent*': 3,
      'prototype*': 1,
      // A stock or image agency's licence demand for a picture used without the right licence.
      'stock photo*': 3,
      'stock image*': 3,
      'stock agency': 3,
      'image agency': 3,
      'photo agency': 3,
      'image licen*': 3,
      brand: 1,
      registered: 1,
      photograph: 1,
      'fake products': 2,
      song: 2,
      'owns the code': 3,
      'our software': 2,
      'side project': 3,
      'on my own time': 2,
      'own laptop': 2,
      'on weekends': 1,
      'product photos': 3,
      'our photos': 2,
      'our images': 2,
      'my images': 2,
      trademark: 3,
      'trade mark': 3,
      '™': 3,
      copyright: 3,
      copyrightable: 4,
      'registered the name': 3,
      patent: 3,
      'patent pending': 3,
      'infring*': 2,
      'intellectual property': 3,
      uspto: 3,
      'brand name': 2,
      logo: 2,
      'trade secret': 3,
      dmca: 3,
      takedown: 2,
      'plagiar*': 1,
      'royalt*': 2,
      'licensing my': 2,
      invention: 3,
      inventor: 3,
      'prior art': 3,
      'fair use': 3,
      'my song': 2,
      'my photos': 2,
      'my artwork': 2,
      'my design': 1,
      counterfeit: 3,
      knockoff: 3,
      'domain name': 2,
      copied: 2,
      photography: 1,
      'stole my design': 3,
      // Who owns paid-for work: work made for hire needs an employee or a signed writing, else an assignment.
      'work for hire': 3,
      'work-for-hire': 3,
      'work made for hire': 3,
      'ip assignment': 3,
      'assignment of rights': 3,
      'source code': 3,
      'white label': 2,
      'white-label': 2,
      // Creative works about real people, places and other works: releases, publicity rights, derivative works.
      'location release': 3,
      'model release': 3,
      'life rights': 3,
      'right of publicity': 3,
      'derivative work': 3,
      'fan art': 3,
      'fan fiction': 3,
      fanfic: 3,
      parody: 2,
      'true crime': 2,
      'real names': 3,
      // A domain name held for ransom, and an employer claiming what an employee made on their own.
      'cybersquat*': 3,
      'domain squat*': 3,
      'invention assignment': 3,
      'assignment of inventions': 3,
    },
    phrases: [
      // A demand to change one's own name or logo, as a mark's owner makes it: "they want me to rebrand in 60 days".
      [
        /\b(?:(?:want|wants|wanted|demand\w*|force|forcing|make|making|told|telling|asking|asked|ordered|ordering) (?:me|us|my \w+|our \w+) to|(?:i|we) (?:need|have|must|had) to|saying (?:i|we) (?:need|have|must) to) (?:rebrand|change (?:the|my|our) (?:business |shop |company |brand )?(?:name|logo|brand))\b/,
        3,
      ],
      // A name found registered by someone else.
      [
        /\b(?:trademark|name|brand)\b[^.?!]{0,80}\bregistered (?:in (?:19|20)\d\d )?by (?:a|an|another|someone|some)\b/,
        3,
      ],
      // Songs, clips or characters used in the writer's own videos or products: a copyright question.
      [
        /\buse (?:\w+ ){0,3}(?:songs?|music|tracks?|clips?|footage|movie scenes|characters?|logos?)\b[^.?!]{0,60}\b(?:videos?|posts?|reels?|channel|instagram|youtube|tiktok|podcast|website|business|products?|shirts?|merch)\b/,
        3,
      ],
      // Someone's artwork or photo put on goods without asking: "one of her designs printed on kids' t-shirts".
      [
        /\b(?:designs?|artwork|art|illustrations?|drawings?|paintings?|photos?|photographs?|characters?|logo)\b[^.!?]{0,80}\b(?:printed on|(?:on|onto) (?:\w+'? )?(?:t-?shirts|shirts|hoodies|mugs|merch\w*|tote bags|phone cases|packaging|posters|stickers|products)|sold (?:on|at|by) (?:etsy|amazon|a store|a big|their|the store))\b/,
        4,
      ],
      // A cease-and-desist over a name, and who owns what an employee made: trademark and copyright questions.
      [
        /\bcease[- ]and[- ]desist\b.{0,80}\b(?:name|brand|logo|trademark|mark|slogan|word)\b|\b(?:name|brand|logo|trademark|mark|slogan)\b.{0,80}\bcease[- ]and[- ]desist\b/,
        3,
      ],
      [/\b(?:does|do|can|could|would) (?:my|the|our) (?:employer|company|boss|client|school|university) own\b/, 3],
      [
        /\b(?:employer|company|they|hr) (?:still |actually |now |legally )?(?:owns?|claims? (?:to own|ownership of)) (?:it|my (?:\w+ )?(?:app|code|software|game|invention|project|work|idea|design|book)|anything|everything|whatever)\b/,
        3,
      ],
      // Someone holding the web address of a brand or a launch, asking money for it.
      [
        /\b(?:grabbed|bought|registered|took|snagged|squatting on|sitting on|parked|holding|taken) (?:our|my|the|that) (?:\.(?:com|net|org|io|co)|domain|url|web address)\b/,
        3,
      ],
      [/\b(?:tm|trademark) (?:app|application)s?\b/, 3],
      [/\bname (?:my|our) (?:\w+ )?(?:brand|business|company|product|app|band|shop|store|bakery|restaurant)\b/, 2],
      [
        /\b(?:used|using|stole|stealing|copied|copying|took|posted|reposted|selling|sold) (?:my|our) (?:\w+ )?(?:photos?|photographs?|pictures?|images?|videos?|songs?|music|artwork|designs?|logo|content|writing|art|drawings?)\b/,
        3,
      ],
      // Someone else's images on one's own site: the usual copyright demand letter.
      [
        /\b(?:pics|photos?|pictures?|images?|graphics?) (?:\w+ ){0,3}on (?:my|our) (?:website|site|blog|online store|channel)\b/,
        2,
      ],
      [
        /\b(?:who owns|do (?:i|we) (?:still |even )?own|don'?t (?:i|we) own|does (?:he|she|they|the \w+) own|(?:i|we) (?:should )?own) (?:the |my |our |what )?(?:\w+ )?(?:code|app|software|website|site|designs?|logo|photos?|videos?|footage|content|artwork|art|music|songs?|recordings?|rights|ip|copyright|manuscript|book|game)\b/,
        3,
      ],
      [
        /\b(?:paid|hired|contracted|commissioned) (?:a |an |our |my |the )?(?:\w+ )?(?:freelancer|freelance \w+|contractor|developer|designer|agency|photographer|programmer|artist|illustrator|videographer|studio)\b[^.!?]{0,40}\bto (?:build|make|create|design|write|develop|code|draw|shoot|film|record|produce) (?:\w+ ){0,2}(?:app|website|site|software|platform|program|code|logo|brand|game|artwork|illustrations?|video|film|song|music|photos?|content|book)\b/,
        2,
      ],
      [
        /\b(?:write|writing|wrote|written|publish\w*|make|making|made|produc\w+|shoot\w*|creat\w+|develop\w*) (?:a |an |my |our |the |this )?(?:\w+ ){0,2}(?:book|novel|memoir|biography|podcast|documentary|film|movie|screenplay|script|short story|song|album|board game|video game|card game|comic|graphic novel|tv show|web series)\b/,
        2,
      ],
      [
        /\bbas(?:ed|ing) (?:it |him |her |them |this |that |the \w+ )?on (?:a |an |the |my |our )?(?:real|true|local|popular|famous|existing|real-life|well-known|copyrighted) (?:\w+ )?(?:story|stories|events?|person|people|case|crime|murder|anime|manga|movie|film|book|novel|show|series|game|characters?|comic|franchise|song)\b/,
        3,
      ],
    ],
  },
  {
    id: 'tax',
    label: 'Tax',
    category: 'Tax & Compliance',
    terms: {
      // Gifts and inheritances taxed, and Australia's tax office and its business activity statement.
      'gift tax': 4,
      'inheritance tax': 4,
      'annual exclusion': 3,
      ato: 3,
      'business activity statement': 3,
      // Retirement money taken out early: the penalty, the tax withheld; a trade licence a contractor needs.
      '10% penalty': 3,
      'early withdrawal': 3,
      'tax time': 2,
      'contractor license': 3,
      'contractor licence': 3,
      "contractor's license": 3,
      // A tax debt worked out with the IRS: a payment plan, a settlement for less, a levy threatened, quarterly payments.
      'offer in compromise': 4,
      'installment agreement': 3,
      'intent to levy': 4,
      'estimated payments': 3,
      'estimated tax': 3,
      // A rental depreciated, an ITIN for a spouse, an e-filed return rejected.
      'depreciat*': 3,
      itin: 3,
      'e-file*': 2,
      // A business licence applied for (a liquor licence's wait, a permit pending).
      'licence application': 2,
      'license application': 2,
      // Payroll-tax deposits, the penalty on unpaid ones, an S corporation election, UK self assessment.
      'trust fund recovery penalty': 4,
      'payroll deposits': 3,
      'form 2553': 4,
      's corp election': 4,
      'self assessment': 3,
      'surviving spouse': 2,
      '1041': 3,
      'tax-exempt': 3,
      'tax exempt': 3,
      '990': 2,
      'capital gains': 3,
      'stepped-up basis': 3,
      'step-up in basis': 3,
      'cost basis': 3,
      '1031': 3,
      receipts: 1,
      expenses: 1,
      tax: 3,
      irs: 3,
      hmrc: 3,
      cra: 3,
      'capital expense': 3,
      'rental expenses': 3,
      audit: 3,
      'tax return': 3,
      'sales tax': 3,
      vat: 3,
      gst: 3,
      'payroll tax': 3,
      // The employer's own filings: payroll run or 1099s issued for workers paid in cash.
      'run payroll': 3,
      'send 1099*': 3,
      'issue 1099*': 3,
      'give them 1099*': 3,
      'property tax': 3,
      'tax lien': 3,
      'back taxes': 3,
      'w-9': 3,
      '1099': 1,
      // An insurance deductible is no tax matter: only deducting, deductions and what is tax-deductible count.
      deduct: 2,
      'deduction*': 2,
      'tax deductible': 3,
      'tax-deductible': 3,
      'write off': 2,
      nexus: 3,
      'franchise tax': 3,
      'annual report': 2,
      'good standing': 3,
      'annual filing': 2,
      compliance: 2,
      'regulator*': 2,
      'license renewal': 2,
      'filing deadline': 2,
      withholding: 2,
      taxable: 3,
      'unpaid taxes': 3,
      'tax levy': 3,
      // A state claiming a mover is still its resident, and spouses liable on a joint return.
      'residency audit': 3,
      'nonresident audit': 4,
      'non-resident audit': 4,
      'audit questionnaire': 3,
      domicile: 3,
      'statutory resident': 3,
      'part-year resident': 3,
      'innocent spouse': 3,
      'injured spouse': 3,
      'joint return': 3,
      'file jointly': 3,
      'filed jointly': 3,
      'filing jointly': 3,
      'unreported income': 3,
      // A state taxing a remote worker as if at the employer's office.
      'convenience of the employer': 3,
      'convenience of employer': 3,
      // Returns never filed, and the last return of someone who died.
      unfiled: 3,
      'non-filer': 3,
      'final return': 3,
      'final tax return': 3,
      // Licences and permits a business needs to operate: the city's or county's licence, liquor and food permits.
      'business license': 3,
      'business licence': 3,
      'business licenses': 3,
      'business licences': 3,
      'liquor license': 3,
      'liquor licence': 3,
      'alcohol license': 3,
      'beer and wine license': 3,
      'food permit': 3,
      'health permit': 3,
      'food handler': 2,
      'cottage food': 3,
      "seller's permit": 3,
      'sellers permit': 3,
      'resale certificate': 3,
      'home occupation permit': 3,
      'operating permit': 2,
      // Filings with the government about who owns a company, and the owners' self-employment tax.
      'beneficial ownership': 3,
      'boi report': 3,
      boi: 2,
      fincen: 3,
      'corporate transparency act': 3,
      'self-employment tax': 3,
      'self employment tax': 3,
      'reasonable salary': 2,
      '2553': 3,
      // Digital currency traded and not reported.
      'crypto gains': 3,
      'crypto taxes': 3,
      'digital assets': 3,
      '1040': 3,
      // Who prepares or defends a return: an enrolled agent, a CPA, a tax lawyer; the years left unfiled.
      'enrolled agent': 3,
      cpa: 2,
      'tax lawyer': 3,
      'tax attorney': 3,
      'missing years': 2,
    },
    // Tax owed on a sale or an income, asked outright: "do we owe capital gains on the whole amount?"
    phrases: [
      // A retirement account inherited, and the withdrawals its rules require.
      [
        /\binherited (?:an? |my \w+'s |her |his |their )?(?:\w+ )?(?:ira|401k|401\(k\)|roth|retirement account)\b|\b(?:rmds?|required minimum distributions?)\b/,
        3,
      ],
      // A liquor licence transferred with a bar and approved by the town.
      [
        /\b(?:approv\w*|transfer\w*)\b[^.?!]{0,40}\b(?:liquor|alcohol) licen[cs]e\b|\b(?:liquor|alcohol) licen[cs]e\b[\s\S]{0,160}\b(?:approv\w*|transfer)\b/,
        3,
      ],
      // A licence or permit asked of a city, a county or a state agency to operate a business there.
      [
        /(?<!\b(?:driver'?s?|driving|building|construction|parking|gun|carry|work|fishing|hunting|marriage) )\b(?:licen[cs]e[sd]?|permits?)\b[^.!?]{0,50}\b(?:from|in|with|for|by) (?:each|every|per|which|separate|different|multiple|all|both|the) (?:\w+ )?(?:city|cities|county|counties|town|towns|municipalit\w+)\b/,
        2,
      ],
      [
        /\b(?:transfer|get|apply for|need|keep|renew) (?:a |an |the |their |his |her |our |my )?(?:new )?(?:liquor|alcohol|beer|wine|food|health|vendor|business) (?:licen[cs]e|permit)\b/,
        3,
      ],
      // Electing S corporation tax status for an LLC, to save self-employment tax.
      [
        /\b(?:elect\w*|taxed as|choose|switch\w* to|become) (?:an? )?(?:s[- ]?corp\w*|s corporation)(?: status| tax status| treatment)?\b|\bs[- ]?corp(?:oration)? (?:election|status|tax status)\b/,
        4,
      ],
      // Crypto trades across exchanges left off the return.
      [
        /\b(?:crypto\w*|bitcoin|ethereum|coins?|tokens?|nfts?)\b[^.!?]{0,80}\b(?:taxes|tax return|irs|report\w*|1099|capital gains)\b|\b(?:trad\w*|sold|exchanges?)\b[^.!?]{0,40}\b(?:crypto\w*|bitcoin|ethereum)\b[\s\S]{0,160}\b(?:never reported|not reported|didn't report|reporting|losses)\b|\b(?:taxes|irs|report\w*)\b[^.!?]{0,40}\b(?:crypto\w*|bitcoin)\b/,
        2,
      ],
      // Jail feared over unfiled or unpaid tax: the tax matter, whatever crime the fear names.
      [
        /\b(?:jail|prison|arrested|criminal)\b[\s\S]{0,60}\b(?:taxes|tax returns?|irs)\b|\b(?:taxes|tax returns?|irs)\b[\s\S]{0,80}\b(?:jail|prison)\b/,
        3,
      ],
      [
        /\b(?:owe|owes|owed|owing|pay|paying) (?:them |him |her |the state |the irs |\w+ state |[a-z]{2} |new york |california |\$[\d,.]+k? (?:in |of ))?(?:any )?(?:state |franchise )?(?:capital gains|income tax(?:es)?|taxes|tax|gift tax)\b/,
        3,
      ],
      // Years of returns never filed ("didn't file taxes for 2021, 2022"); filing them late.
      [
        /\b(?:didn'?t|did not|never|haven'?t|have not|hasn'?t|has not|hadn'?t|had not|not) (?:\w+ )?(?:file|filed|filing) (?:my |our |his |her |their |any |a )?(?:tax(?:es)?|tax returns?|returns?)\b/,
        3,
      ],
      [/\b(?:tax(?:es)?|returns?) (?:for|in) (?:\d{4},? (?:and |or )?){2,}/, 2],
      // Income a spouse left off the joint return, and the tax authority's letter about it.
      [
        /\b(?:left|leaves|leaving|kept) (?:out|off) (?:\w+ ){0,3}(?:income|earnings)\b|\bomitted (?:\w+ )?income\b|\bunderreport\w*/,
        3,
      ],
      [
        /\b(?:irs|tax) (?:letter|notice|bill|assessment)s?\b|\b(?:letter|notice|bill) from the (?:irs|state tax \w+)\b/,
        2,
      ],
      // Whether money received is income to report: a settlement, an award, severance.
      [
        /\b(?:is|are|was|were) (?:the |my |a |this |that )?(?:\w+ ){0,2}(?:settlement|award|payout|verdict|damages|compensation|back pay|severance|winnings)\w* (?:taxable|taxed|subject to tax)\b/,
        3,
      ],
      [/\breport (?:this|it|that|the \w+|my \w+) (?:on|in|to) (?:my |our |the )?(?:taxes|tax return|irs)\b/, 3],
      [
        /\b(?:audit\w*|tax\w*)\b[^.!?]{0,60}\bresiden(?:t|ts|cy|ce)\b|\bresiden(?:t|ts|cy|ce)\b[^.!?]{0,60}\b(?:audit\w*|tax\w*)\b/,
        3,
      ],
      [/\b(?:didn'?t|did not|never|failed to) report (?:\w+ ){0,3}(?:income|earnings|wages|tips|cash)\b/, 3],
      [/\bclaim(?:ed|s|ing)? (?:\w+ ){1,3}as (?:a |his |her |their )?dependents?\b/, 2],
      // A state or the tax authority auditing a person: a tax audit, whatever else the post mentions.
      [
        /\b(?:state|irs|franchise tax board|department of revenue|tax department|revenue agency) (?:\w+ ){0,2}(?:is |are |has been |started )?audit\w*/,
        3,
      ],
      // Money seized or frozen for a tax debt: a levy.
      [
        /\b(?:seiz\w+|levy|levied|froze|frozen|freez\w+|garnish\w*|took|taking) (?:\w+ ){0,5}(?:for|over) (?:unpaid |back |owed |delinquent )?(?:taxes|tax|tax debt)\b/,
        3,
      ],
      // What an inherited asset was worth at the death is its tax basis (the step-up).
      [
        /\b(?:worth|value|valued|appraised) (?:\w+ ){0,3}(?:when|at the time) (?:she|he|they|mom|dad|my \w+|our \w+) (?:died|passed)\b/,
        2,
      ],
    ],
  },
  {
    id: 'privacy',
    label: 'Privacy and data protection',
    category: 'Tax & Compliance',
    terms: {
      'subject access request': 3,
      dsar: 3,
      'access request': 2,
      gdpr: 3,
      ccpa: 3,
      'privacy policy': 3,
      'data breach': 3,
      'personal data': 3,
      'data protection': 3,
      hipaa: 2,
      'cookie*': 2,
      'security incident': 3,
      leaked: 2,
      dpa: 3,
      // Surveillance: tracking apps and devices, hidden cameras, recording conversations.
      'device management': 3,
      mdm: 2,
      spyware: 3,
      stalkerware: 3,
      'tracking app': 3,
      'monitoring software': 3,
      'monitoring app': 3,
      'tracking device': 3,
      'gps tracker': 3,
      airtag: 3,
      'hidden camera': 3,
      'eavesdrop*': 3,
      'wiretap*': 3,
      // People-search sites and data brokers, doxxing, and a business's notice that it was breached.
      'people-search': 3,
      'people search': 3,
      'data broker': 3,
      'doxx*': 3,
      doxed: 3,
      doxing: 3,
      'credit monitoring': 3,
      'breach notice': 3,
      'breach notification': 3,
      'notice of data breach': 3,
      'invasion of privacy': 3,
    },
    phrases: [
      // Monitoring software the employer puts on the worker's own phone, and data sent to the wrong person.
      [
        /\b(?:install|put|download|load)\w*\b[^.?!]{0,60}\b(?:app|software|tracker|device management|mdm)\b|\b(?:device management|mdm|monitoring (?:app|software))\b/,
        3,
      ],
      [
        /\b(?:track|see|sees|monitor|monitors|read|reads|access\w*) (?:my|our|your) (?:location|browsing|messages|texts|photos|contacts)\b|\blocation (?:always on|24\/7|all the time)\b/,
        3,
      ],
      [
        /\b(?:emailed|sent|exposed|leaked|posted)\b[^.?!]{0,60}\b(?:patients?'? (?:info|information|data|records)|personal (?:info|information|data)|social security numbers|customer data)\b/,
        4,
      ],
      // Someone claiming the right to film another's home, yard or family: a privacy question, not a boundary dispute.
      [
        /\bfilm(?:s|ed|ing)? (?:\w+ ){0,2}(?:me|us|my (?:\w+ )?(?:house|home|yard|kids|daughter|son|family|wife|husband)|inside|whatever|anything)\b/,
        4,
      ],
      // Someone's private messages or accounts got into and used (read, quoted, forwarded): the access is a privacy incident.
      [
        /\b(?:read|quoted|accessed|went through|screenshotted|forwarded|printed out) (?:\w+ ){0,2}(?:my|our|his|her|their)? ?(?:private|personal) (?:\w+ )?(?:messages|texts|emails|e-mails|chats|accounts?|conversations)\b/,
        3,
      ],
      // Whether someone was allowed to get into another's private messages or accounts is the privacy question itself.
      [
        /\b(?:allowed|legal|lawful|entitled|the right|permitted) to (?:read|access|look (?:at|through)|go through|open|monitor) (?:\w+ ){0,2}(?:my|our|his|her|their) (?:private|personal)\b/,
        4,
      ],
      // A personal account opened on a work device: whether the employer may read it is a privacy question.
      [
        /\b(?:logged|logging|signed|signing) (?:in|into|on)\b[^.!?]{0,30}\b(?:on|from) (?:my|the|a|his|her) (?:work|company|office|employer'?s?) (?:laptop|computer|phone|device|pc)\b/,
        3,
      ],
      [/\b(?:all )?(?:the )?data (?:we|you|they|the company) (?:have|hold|keep|store) (?:about|on)\b/, 3],
      // Someone's records or details sent to the wrong person: a breach of privacy.
      [
        /\b(?:emailed|sent|faxed|mailed|gave|handed|shared|leaked|disclosed|posted) (?:\w+ ){0,5}(?:my|his|her|our|their|patients?'?|customers?'?) (?:\w+ )?(?:x-?rays|records|chart|diagnosis|test results|medical information|personal information|info|data|ssn|social security number)\b[^.!?]{0,60}\b(?:by mistake|by accident|accidentally|wrong person|stranger|someone else|without (?:my|his|her|their) (?:consent|permission))\b/,
        3,
      ],
      // An app on one's phone that sees location, browsing or messages; a camera aimed where people undress or bathe.
      [
        /\b(?:app|software|program|tracker|spyware)\b[^.!?]{0,60}\b(?:location|whereabouts|browsing|browser history|search history|messages|texts|emails|keystrokes|microphone)\b/,
        3,
      ],
      [
        /\binstall\w* (?:\S+ ){0,4}(?:on|onto) (?:my|our|your|their|his|her) (?:own |personal |private )?(?:phones?|devices?|laptops?|computers?|cars?)\b/,
        2,
      ],
      // What such an app can see: the phone's location, browsing, messages, photos or contacts.
      [
        /\b(?:it|they|the app|this app|that app|the software) (?:can |could |will |would |is able to )?(?:see|sees|access|accesses|read|reads|monitor|monitors) (?:\w+ ){0,2}(?:location|browsing|messages|texts|photos|contacts|whereabouts)\b/,
        3,
      ],
      [
        /\bcameras?\b[^.!?]{0,80}\b(?:bathrooms?|showers?|hot tub|changing rooms?|locker rooms?|restrooms?|toilets?)\b/,
        3,
      ],
      [
        /\b(?:record\w*|captur\w*|pick\w* up) (?:\w+ ){0,2}(?:audio|sound|conversations?)\b|\baudio (?:recording|recorder)\b/,
        2,
      ],
      // A home address posted online (doxxing) settles it; a site that merely lists it only tips the balance.
      [
        /\b(?:posted|published|leaked|put up|spread) (?:\w+ ){0,2}(?:my|our) (?:home |personal |current |exact )?(?:address|phone number|personal information)\b/,
        3,
      ],
      [
        /\b(?:listed|shared|lists|listing|has|have|shows|showing) (?:\w+ ){0,2}(?:my|our) (?:home |personal |current |exact )?(?:address|phone number|personal information)\b/,
        2,
      ],
      [
        /\b(?:trackers?|tracking devices?|gps|airtags?) (?:on|under|in) (?:someone'?s|my|his|her|their|a|our) (?:car|truck|vehicle|phone|bag|purse)\b/,
        3,
      ],
      [
        /\btrack(?:s|ed|ing)? (?:someone'?s?|my|her|his|their|a person'?s?|people'?s?) (?:car|truck|phone|vehicle)\b/,
        3,
      ],
      [/\brequest(?:ed|ing)? (?:\w+ )?removal\b|\bopt(?:ed|ing)? out of (?:\w+ )?(?:sites?|listings?|databases?)\b/, 2],
      [
        /\b(?:system|systems|portal|database|server|servers|network|records|website) (?:\w+ ){0,2}(?:was|were|got|had been|has been|have been) (?:hacked|breached|compromised)\b/,
        3,
      ],
      [/\b(?:potentially|may have been|might have been) (?:exposed|accessed|compromised)\b/, 2],
      // A camera or recording picking up what people say: an intrusion on privacy.
      [/\b(?:cameras?|footage|video)\b[^.!?]{0,100}\b(?:microphones?|audio|sound)\b/, 3],
      [
        /\b(?:hear|heard|hearing|listen\w*) (?:to )?(?:our|my|their|his|her|people'?s?|private) (?:private )?conversations\b/,
        3,
      ],
      [
        /\brecord\w* (?:\w+ ){0,2}(?:people|us|me|them|tenants|conversations?|employees|customers|guests)\b[^.!?]{0,30}\bwithout (?:\w+ )?(?:consent|permission|knowledge|telling)/,
        4,
      ],
      // Pictures of someone posted without their say, and an app's reach into a phone (location, contacts, photos).
      [
        /\b(?:posted|shared|uploaded|put up|spread|sent around|circulated) (?:\w+ ){0,3}(?:photos?|pictures?|pics|videos?|screenshots?|images?) of (?:me|my|us|our)\b/,
        3,
      ],
      [/\bpermissions?\b[^.!?]{0,60}\b(?:location|contacts|photos|camera|microphone|messages)\b/, 3],
      // Tracking that reaches past work: location always on, tracking off the clock or at home.
      [
        /\b(?:location|gps) (?:always on|on at all times)\b|\btrack(?:s|ing)? (?:me|us) (?:off the clock|on (?:my|our) (?:days off|weekends)|after hours|at home|when (?:i'?m|we'?re) (?:off|not working))\b/,
        3,
      ],
    ],
  },
  {
    id: 'contracts',
    label: 'Contract',
    category: 'Contract Review',
    terms: {
      // A note or a guaranty signed for someone else's debt, and an arbitration agreement in an admission packet.
      'promissory note': 4,
      'payable on demand': 3,
      guarantor: 3,
      suretyship: 3,
      'arbitration agreement': 3,
      // A prepaid funeral plan is a consumer contract for a service bought ahead, honoured or not by a new owner.
      'prepaid funeral': 4,
      'pre-paid funeral': 4,
      'pre-need': 3,
      // A bill of sale's own terms, as-is and where-is.
      'bill of sale': 3,
      'where is': 2,
      // Business equipment leased or financed (read so by asEquipmentFinance).
      'equipment finance agreement': 4,
      'finance agreement': 3,
      binding: 2,
      'e-signature': 3,
      signature: 1,
      'equipment lease': 3,
      amendment: 2,
      'unlimited liability': 3,
      'their terms': 2,
      procurement: 2,
      redline: 3,
      'subcontractor agreement': 3,
      'sign their contract': 3,
      'their contract': 2,
      'my contract': 2,
      enforceable: 2,
      'look over': 1,
      'before we sign': 2,
      'should i sign': 2,
      contract: 2,
      agreement: 2,
      nda: 3,
      'non-disclosure': 3,
      clause: 3,
      terms: 1,
      'fine print': 3,
      msa: 3,
      'statement of work': 3,
      sow: 3,
      'letter of intent': 3,
      'service agreement': 3,
      'consulting agreement': 3,
      'distribution agreement': 3,
      'supply agreement': 3,
      'license agreement': 3,
      'licence agreement': 3,
      'franchise agreement': 3,
      'franchise disclosure document': 3,
      'pay-if-paid': 3,
      'pay-when-paid': 3,
      'receipt of payment': 2,
      reseller: 3,
      vendor: 2,
      supplier: 2,
      'client sent': 2,
      'before i sign': 3,
      'before signing': 3,
      'sign it': 1,
      'signed a contract': 3,
      'breach of contract': 2,
      'indemnit*': 3,
      'indemnif*': 3,
      'liability cap': 3,
      'limitation of liability': 3,
      'auto-renew*': 3,
      renewal: 2,
      'exclusiv*': 2,
      'terms and conditions': 2,
      'freelance*': 2,
      invoice: 1,
      review: 1,
      'negotiat*': 1,
      'force majeure': 3,
      'substantial completion': 3,
      'substantially complete': 3,
      // A consumer contract's own terms: a mover's binding estimate, a package price, a solar lease or power purchase.
      'binding estimate': 3,
      'non-binding estimate': 3,
      'package price': 2,
      'solar lease': 3,
      'solar agreement': 3,
      'solar contract': 3,
      'leased solar': 3,
      'power purchase agreement': 3,
      // Clauses by their names: a guaranty in a lease, the release and gag terms of a separation agreement, a referral fee.
      'personal guaranty': 3,
      'guaranty clause': 3,
      'guaranty section': 3,
      'guarantee clause': 3,
      'non-disparagement': 3,
      nondisparagement: 3,
      'non disparagement': 3,
      'non-solicit*': 3,
      'nonsolicit*': 3,
      'release of claims': 3,
      'release all claims': 3,
      'general release': 3,
      'referral agreement': 3,
      'referral partner agreement': 3,
      'referral fee': 2,
      'purchase agreement': 2,
      'sale agreement': 2,
      'sales agreement': 2,
    },
    phrases: [
      // A contract's standing asked about ("is his contract still valid", "legacy contracts will not be honoured"), and a
      // waiver or a form handed over to be read ("look over our liability waiver").
      [
        /\b(?:is|are) (?:his|her|my|our|the|this|that|their) (?:\w+ )?contracts? still (?:valid|binding|good|enforceable)\b|\bcontracts? (?:will not|won'?t|would not|will no longer) be honou?red\b|\b(?:look over|review|check|read over|go over) (?:our|my|the|this) (?:\w+ )?(?:waiver|release form|release|agreement|contract|terms)\b/,
        3,
      ],
      [/\b(?:go through|look over|read over|look at|check) (?:it|this|them) (?:for|with) (?:me|us)\b/, 2],
      // A named section of a lease or an agreement, and whether to push back on it.
      [/\b(?:lease|agreement|contract)\b[^.!?]{0,60}\b(?:section|clause|provision)s?\b(?! ?\d)/, 2],
      [/\b(?:push back on|negotiate|strike|cross out) (?:it|this|that)\b/, 1],
      // A draft written by the other side's lawyer, and a share of future sales the document asks for.
      [
        /\b(?:their|the (?:buyer|seller|landlord|other side|company|employer)'?s?) (?:lawyer|attorney)\b[^.!?]{0,40}\b(?:drafted|wrote|prepared|sent|drew up)\b|\b(?:drafted|written|prepared|drawn up) by (?:the |their |his |her )?(?:\w+'?s? )?(?:lawyer|attorney)\b/,
        3,
      ],
      [
        /\b\d+ ?(?:%|percent) of (?:all |every |each |any )?(?:future |my |our )?(?:bookings|sales|revenue|jobs|clients|referrals|gross)\b/,
        2,
      ],
      [
        /\b(?:push back on|negotiate|cross out|strike|redline) (?:that|this|the) (?:\w+ ){0,2}(?:clause|section|provision|part|term|guaranty|guarantee)\b/,
        3,
      ],
      // A numbered provision quoted from the document ("section 9.2 says").
      [/\b(?:section|clause|paragraph|article|§) ?\d+\.\d+\b|\bclause \d+\b/, 3],
      // The words of one contract quoted or pointed to ("the contract says", "more than the written estimate").
      [
        /\b(?:the|our|their|this|that|written|signed) (?:\w+(?:'s)? ){0,2}(?:contract|agreement|estimate) (?:clearly |specifically |literally |even |only )?(?:says?|said|states?|stated|reads?|has the word|have the word|promised|guarantees?)\b/,
        3,
      ],
      [
        /\b(?:more than|above|over|on top of) (?:the |our |what the )?(?:written |signed )?(?:contract|agreement|estimate|quote|quoted price)\b/,
        3,
      ],
      // Getting out of a contract or paying off its remaining term; passing it on to a buyer.
      [/\b(?:buy ?out|pay ?(?:off|out)) (?:\w+ ){0,2}"?(?:remaining|rest of the|remainder|balance of the)\b/, 3],
      [
        /\b(?:way|get|lets? (?:me|us)|let (?:me|us)) out of (?:this|the|that|my|our) (?:\w+ )?(?:clause|contract|agreement)\b/,
        3,
      ],
      [
        /\b(?:be )?transferr?(?:ed|able)? (?:it |the \w+ )?to (?:a |the )?(?:new (?:owner|buyer)|buyers?|purchasers?)\b/,
        2,
      ],
    ],
  },
  {
    id: 'injury',
    label: 'Personal injury',
    category: 'Other',
    terms: {
      recalled: 2,
      'a recall': 2,
      dentist: 2,
      'wrong tooth': 3,
      // A death someone else caused on the road, and the insurer who calls the family.
      'trucking company': 3,
      semi: 1,
      'social host': 3,
      'dram shop': 3,
      'caught fire': 2,
      'smoke inhalation': 3,
      'button battery': 3,
      'allergic reaction': 1,
      'peanut*': 2,
      'defective product': 3,
      crosswalk: 2,
      pedestrian: 2,
      'recorded statement': 3,
      'food poisoning': 3,
      'minimum insurance': 2,
      't-boned': 3,
      tboned: 3,
      negligence: 2,
      negligent: 2,
      passenger: 1,
      concussion: 3,
      'backed into me': 3,
      'got hurt': 3,
      railing: 2,
      pool: 1,
      'personal injury': 3,
      injured: 3,
      injury: 3,
      injuries: 3,
      'car accident': 3,
      'car crash': 3,
      accident: 2,
      crash: 2,
      'rear-ended': 3,
      'rear ended': 3,
      'slip and fall': 3,
      slipped: 3,
      'dog bite': 3,
      'bit by': 2,
      'dog bit': 3,
      bitten: 3,
      stitches: 2,
      'broken step': 3,
      tripped: 3,
      biking: 1,
      'hit by a car': 3,
      'bit me': 3,
      whiplash: 3,
      'broken bone': 3,
      'broke my': 2,
      hospital: 1,
      'er bill': 2,
      'pain and suffering': 3,
      'insurance adjuster': 2,
      adjuster: 1,
      'insurance claim': 2,
      'at fault': 3,
      'settlement offer': 2,
      'wrongful death': 3,
      'medical malpractice': 3,
      malpractice: 3,
      'misdiagnos*': 3,
      surgery: 1,
      'product liability': 3,
      'other driver': 2,
      insurer: 1,
      'insurance company': 1,
    },
    phrases: [
      // A product that hurt its user (a recall, a defect, a blow-up): a product-liability injury claim.
      [
        /\b(?:recall\w*|defective|exploded|blew (?:up|off)|caught fire|malfunction\w*)\b[^.?!]{0,100}\b(?:burn\w*|injur\w*|hurt|cut|scar\w*|broke my)\b|\b(?:burn\w*|injur\w*)\b[^.?!]{0,100}\b(?:recall\w*|defective)\b/,
        3,
      ],
      // Sued or threatened with a suit for another person's injuries or medical bills ("his family says they'll sue me").
      [
        /\b(?:sue|suing|sued)\b[^.?!]{0,60}\b(?:medical bills|hospital bills|injur\w*|concussion|pain and suffering)\b|\b(?:medical bills|hospital bills|injuries|concussion)\b[^.?!]{0,40}\b(?:sue|suing|sued)\b/,
        3,
      ],
      // A surgical item left inside a patient: medical malpractice, an injury claim.
      [
        /\b(?:left|found|retained|forgot\w*) (?:a |an |the )?(?:surgical )?(?:sponges?|instruments?|clamps?|gauze|towels?|needles?|scissors)\b[^.!?]{0,30}\b(?:inside|in) (?:me|him|her|my|his|their)\b|\b(?:surgical|retained) (?:sponges?|instruments?|clamps?|gauze)\b/,
        3,
      ],
      [
        /\b(?:was|were|got|been) killed (?:in (?:a|an|the) (?:\w+ )?(?:crash|accident|collision|wreck)|when (?:a|an|the) (?:\w+ ){0,2}(?:car|truck|semi|bus|driver|vehicle|motorcycle|van)|by (?:a|an|the) (?:\w+ ){0,2}(?:driver|car|truck|semi|bus|vehicle))\b/,
        3,
      ],
      // Bitten "in the face by the neighbour's dog": the bite told victim first.
      [
        /\b(?:bit|bitten|mauled|attacked)\b[^.?!]{0,30}\bby (?:a|an|the|his|her|their|our|my)\b[^.?!]{0,20}\b(?:dogs?|pit ?bulls?|rottweilers?|shepherds?|pupp(?:y|ies))\b/,
        3,
      ],
      // Someone fell; a tree or a branch that fell hurt no one by itself.
      [/(?<!\b(?:trees?|branch(?:es)?|limbs?) )\bfell\b/, 2],
      // A fall on someone's property asked about as liability (the owner on the hook, the insurance): premises liability.
      [
        /^(?=[\s\S]*\b(?:falls?|fell|slips?|slipped|trips?|tripped) (?:down|on|off|over|in|into) (?:our|my|the|his|her|their|someone'?s) (?:\w+ )?(?:stairs|steps|staircase|porch|deck|floor|driveway|sidewalk|ice|pool)\b)(?=[\s\S]*\b(?:liab\w*|on the hook|responsible|sue|suing|homeowner'?s? insurance|insurance (?:cover|pay)\w*)\b)/,
        3,
      ],
      [
        /\b(?:guests?|visitors?|someone|somebody|anyone)\b[^.?!]{0,40}\b(?:gets? hurt|is hurt|is injured|gets? injured|hurts (?:himself|herself|themselves|somebody|someone))\b/,
        2,
      ],
      [/\bhit by (?:a|an|the) (?:\w+ ){0,2}(?:car|bus|truck|driver|vehicle|bike|cyclist|motorcycle|van|suv)\b/, 3],
      // A dog biting or going for someone, whatever the breed: a dog-bite claim.
      [
        /\b(?:dogs?|pit ?bulls?|german shepherds?|shepherds?|rottweilers?|huskies|husky|dobermans?|terriers?|mastiffs?|boxers?|labs?|retrievers?|pupp(?:y|ies)|chihuahuas?)\b[^.!?]{0,60}\b(?:bit|bites|bitten|biting|nipped|mauled|attacked|went after|lunged at|jumped on|got (?:my|our|her|his|him|the))\b/,
        3,
      ],
      [/\bbr(?:oke|oken) (?:his|her|my|their|a) (?:arm|leg|wrist|ankle|hip|nose|collarbone|foot|hand|rib)s?\b/, 3],
      [/\b(?:driver|car|truck|someone|he|she) (?:hit|rear[- ]ended|struck|ran into|crashed into) (?:me|my|us)\b/, 3],
      // Either order, counted once: "my neck hurts", "hurt my shoulder".
      [
        /\b(?:neck|back|head|shoulder|knee|leg|arm|wrist)\b.{0,12}\b(?:hurts?|pain|injur\w*|broke|broken)\b|\b(?:hurt|injured|sprained|twisted) (?:my|his|her) (?:neck|back|head|shoulder|knee|leg|arm|wrist|ankle|hip|hand|foot)\b/,
        2,
      ],
    ],
  },
  {
    id: 'benefits',
    label: 'Public benefits',
    category: 'Other',
    terms: {
      // Public benefits by their names in Australia, the UK and Canada.
      centrelink: 4,
      jobseeker: 3,
      'universal credit': 4,
      dwp: 3,
      'employment insurance': 3,
      ndis: 3,
      // An adult's review of a child's SSI at 18, and the help in kind (free rent, food) that lowers SSI.
      'redetermin*': 3,
      'continuing disability review': 3,
      'in-kind support': 3,
      'overpayment waiver': 4,
      // Veterans' disability: the rating, service connection and the review lanes.
      'service connected': 3,
      'service-connected': 3,
      'supplemental claim': 3,
      'higher-level review': 3,
      'c&p exam': 3,
      'rep payee': 3,
      'representative payee': 3,
      'survivor benefits': 3,
      "survivor's benefits": 3,
      'survivors benefits': 3,
      'disability hearing': 3,
      'unemployment office': 3,
      overpaid: 2,
      'disability rating': 3,
      'va disability': 3,
      'va denied': 3,
      'veteran*': 2,
      ptsd: 1,
      'social security': 3,
      ssi: 3,
      ssdi: 3,
      'disability benefits': 3,
      'disability claim': 3,
      medicaid: 3,
      medicare: 3,
      snap: 3,
      'food stamps': 3,
      ebt: 3,
      welfare: 3,
      tanf: 3,
      wic: 3,
      'unemployment benefits': 3,
      'unemployment claim': 3,
      'va benefits': 3,
      'veterans benefits': 3,
      benefits: 1,
      overpayment: 2,
      'denied my claim': 2,
      appeal: 1,
      reconsideration: 2,
      caseworker: 3,
      'case worker': 3,
      'housing assistance': 2,
    },
    phrases: [
      // A benefit paid and then clawed back ("they say I wasn't eligible and owe it back", "can I get a waiver").
      [
        /^(?=[\s\S]*\b(?:unemployment|ssi|ssdi|social security|snap|food stamps|medicaid|public benefits)\b)(?=[\s\S]*\b(?:owe (?:\w+ |\$[\d,.]+k? ){0,3}back|pay (?:it|them|(?:\w+ ){0,2}\$[\d,.]+k?|(?:all of )?(?:it|the money)) back|repay\w*|overpai\w*|overpayment|waive (?:the|my|an?|it|this) ?(?:overpayment|debt|repayment)?)\b)/,
        4,
      ],
      // A child's SSI reviewed under the adult rules at 18.
      [/\b(?:ssi|ssdi|social security)\b[^.?!]{0,60}\b(?:redetermin\w*|review\w*|turns? 18|at 18|adult rules)\b/, 3],
      // Medicaid's penalty for gifts made before a nursing-home stay (the look-back): a benefits matter.
      [
        /\bmedicaid\b[^.!?]{0,60}\b(?:penal\w*|look-?back|gifts?|gave|spend-?down)\b|\b(?:penal\w*|look-?back|gifts?)\b[^.!?]{0,40}\bmedicaid\b/,
        3,
      ],
      // Unemployment insurance denied, claimed, appealed or overpaid (the job's end is the backstory): a benefits matter.
      [
        /\b(?:unemployment|ui|uc)\b[^.?!]{0,40}\b(?:denied|deny|denial|appeal\w*|hearing|claims?|benefits|eligible|disqualif\w*|overpai\w*|overpayment)\b|\b(?:denied|applied for|apply for|file for|filed for|appeal\w*) (?:\w+ )?(?:unemployment|ui|uc)\b/,
        4,
      ],
      [/\bva (?:gave|rated|denied|rating|claim|decision|disability|says|said)\b/, 3],
      // A means-tested or disability benefit refused, cut, appealed or overpaid.
      [
        /\b(?:ssi|ssdi|social security|disability (?:benefits|claim|application)|snap|food stamps|medicaid|tanf|wic)\b[^.?!]{0,80}\b(?:denied|denial|appeal\w*|hearing|reconsideration|cut off|terminated|overpai\w*|overpayment)\b/,
        3,
      ],
      // Earnings from work that may reduce a benefit (the recipient's new job, the paycheck).
      [
        /\b(?:reduce|affect|cut|lower|lose|stop|count against)\w*\b[^.?!]{0,30}\b(?:ssi|ssdi|disability benefits|snap|medicaid)\b/,
        3,
      ],
    ],
  },
  {
    id: 'education',
    label: 'Education',
    category: 'Other',
    terms: {
      // Public Service Loan Forgiveness for teachers and public servants, and schooling for displaced children.
      'public service loan forgiveness': 2,
      pslf: 2,
      'mckinney-vento': 4,
      'off campus': 2,
      'off-campus': 2,
      'student code of conduct': 3,
      enroll: 2,
      enrollment: 2,
      'proof of residency': 2,
      'held back': 3,
      'hold back': 2,
      grade: 1,
      seclusion: 3,
      restraint: 1,
      'kicked out of school': 3,
      'kicked out of college': 3,
      school: 2,
      'school district': 3,
      principal: 2,
      teacher: 2,
      iep: 3,
      '504 plan': 3,
      'special education': 3,
      'special ed': 3,
      suspended: 1,
      suspension: 2,
      expelled: 3,
      expulsion: 3,
      college: 2,
      university: 2,
      student: 2,
      'financial aid': 3,
      fafsa: 3,
      'title ix': 3,
      academic: 2,
      dean: 2,
      bullied: 3,
      bullying: 3,
      tuition: 3,
      transcript: 2,
      graduate: 1,
      'homeschool*': 3,
      truancy: 3,
    },
    phrases: [
      // A district refusing a child as a non-resident (living with a grandparent or relative, no custody papers).
      [
        /\b(?:district|school)\b[^.?!]{0,60}\b(?:not (?:a )?residents?|residency|out[- ]of[- ]district|proof of address|doesn'?t live in the district)\b|\b(?:let|allow) (?:her|him|them|my \w+) (?:to )?attend\b|\b(?:kick|kicking|remove|removing|withdraw\w*|disenroll\w*) (?:her|him|them|my \w+) (?:out )?(?:of|from) (?:the |her |his )?school\b/,
        4,
      ],
      [
        /\b(?:won'?t|will not|wouldn'?t|refus\w* to|denied|deny) (?:let (?:my|our|the|her|his) (?:kids?|children|son|daughter) )?(?:enroll|enrol|register)\w*/,
        4,
      ],
      [
        /\b(?:school|district|college|university) (?:wants to |is trying to |is going to |will |plans to |threatens to |moved to )?(?:expel|suspend)\w*/,
        3,
      ],
    ],
  },
  {
    id: 'health',
    label: 'Health care',
    category: 'Other',
    terms: {
      // Continuation coverage after a job ends, and a patient's chart opened without a reason.
      'hipaa violation': 3,
      'hipaa complaint': 3,
      psychiatrist: 2,
      emtala: 3,
      'memory care': 3,
      'spend down': 3,
      'spend-down': 3,
      'look-back period': 3,
      'lookback period': 3,
      insulin: 2,
      surgeon: 2,
      'psych ward': 3,
      'psychiatric hospital': 3,
      therapist: 2,
      therapy: 2,
      'care home': 2,
      'emergency room': 2,
      'the er': 2,
      'er bill': 3,
      'medical equipment': 2,
      oxygen: 1,
      'medical debt': 2,
      'not medically necessary': 3,
      'medically necessary': 2,
      'out of network': 3,
      'out-of-network': 3,
      'in network': 2,
      'er visit': 2,
      rehab: 1,
      'denied coverage': 3,
      'coverage for my': 1,
      treatment: 2,
      experimental: 2,
      'bedsore*': 3,
      neglecting: 1,
      'health insurance': 3,
      'insurance denied': 2,
      'prior authorization': 3,
      doctor: 2,
      physician: 2,
      'medical records': 3,
      'hospital records': 3,
      'my chart': 2,
      'records department': 2,
      hipaa: 2,
      'hospital bill': 3,
      'medical bills': 2,
      'surprise bill': 3,
      pharmacy: 2,
      prescription: 2,
      'mental health': 3,
      'involuntary commitment': 3,
      '5150': 3,
      patient: 2,
      'nursing home': 2,
      caregiver: 2,
      'disability accommodation': 1,
      'schizophren*': 2,
      bipolar: 1,
      ambulance: 1,
      pediatrician: 2,
    },
    phrases: [
      // Continuation coverage ended or refused (a late premium, the grace period).
      [
        /^(?=[\s\S]*\bcobra\b)(?=[\s\S]*\b(?:grace period|premiums?|(?:payment|check) (?:was|is|came) late|late (?:payment|premium)|terminated (?:my|our|the) (?:coverage|cobra)|(?:coverage|cobra) (?:was |got )?(?:terminated|cancel\w*|dropped|lapsed))\b)/,
        4,
      ],
      // A patient's records asked for, by the patient or for a patient who died: only a "personal representative" may
      // have a dead patient's records, which is the records right, not the estate.
      [
        /\b(?:get|obtain|request\w*|access|copy of|copies of)\b[^.?!]{0,12}\b(?:my|his|her|their|(?:my |our )?(?:late |dead |deceased )?\w+'s) (?:medical|hospital|health) records\b/,
        3,
      ],
      [
        /\b(?:records|chart)\b[^.?!]{0,80}\bpersonal representative\b|\bpersonal representative\b[^.?!]{0,60}\b(?:records|chart|get them|access them)\b/,
        3,
      ],
      // Someone reading a patient's chart or medical records without reason ("a nurse looked up my chart").
      [
        /\b(?:look(?:ed|ing|s)? (?:up|at|into|through)|access(?:ed|ing)?|snoop(?:ed|ing)? (?:in|through|into)|pull(?:ed|ing)? up|went (?:into|through)|open(?:ed)?)\b[^.?!]{0,30}\b(?:my|his|her|their|a patient'?s?|patients'?) (?:\w+ )?(?:chart|(?:medical|health|patient|hospital) (?:records?|files?|information))\b/,
        4,
      ],
      // Medicare (or a state plan) refusing to pay for a treatment or a stay: coverage of care, not eligibility.
      [
        /\b(?:medicare|medi-cal|tricare|medicare advantage)\b (?:\w+ )?(?:won'?t|will not|refuses? to|refused to|denied|doesn'?t|didn'?t|stopped) (?:pay(?:ing)?|cover(?:ing)?)\b/,
        4,
      ],
      // A plan or insurer refusing a treatment, a device or a stay, named by the plan ("United denied the pump").
      [
        /\b(?:health ?care|health (?:insurance|insurer|plan)|aetna|cigna|blue cross|bcbs|humana|kaiser|united)\b[^.?!]{0,12}\b(?:denied|refused|rejected|won'?t cover|will not cover)\b/,
        3,
      ],
      // Emergency care refused at the door: the hospital's duty to screen and stabilise (EMTALA).
      [
        /\b(?:turn(?:ed|ing)?|sen[dt]) (?:me|her|him|us|them|my \w+) away\b|\brefus\w* to (?:treat|see|admit|examine) (?:me|her|him|us|them|my \w+)\b/,
        3,
      ],
      // A care home sending a resident away, however the notice words it.
      [
        /^(?=[\s\S]*\b(?:nursing home|care home|assisted living|memory care|skilled nursing|rehab facility)\b)(?=[\s\S]*\b(?:discharg\w*|involuntary transfer|can no longer meet (?:his|her|their) needs)\b)/,
        4,
      ],
      // Savings used up before long-term care is paid for: Medicaid eligibility planning.
      [/\bspend (?:it all|everything|all (?:of )?(?:his|her|their|our|my) (?:money|savings))\b/, 3],
      // A provider refusing to release a patient's records (to the patient, next of kin, an executor): a health-records
      // right, whoever asks for them and however much of the estate the post tells.
      [
        /\b(?:hospital|doctor|clinic|provider|nursing home|facility|practice)s?\b[^.?!]{0,20}\b(?:won'?t|will not|refus\w* to|wouldn'?t|denied|den(?:y|ies)|is refusing to) (?:to )?(?:release|give|send|share|hand over|provide)\b[^.?!]{0,40}\b(?:records|chart|files)\b/,
        5,
      ],
      // A provider keeping a patient's information from family: confidentiality and who may be told.
      [
        /\b(?:doctor|psychiatrist|therapist|hospital|provider|clinic)s? (?:won'?t|will not|refuses? to|refused to|wouldn'?t) (?:tell|share|give|release|discuss|disclose)\b/,
        3,
      ],
      [/\b(?:nursing home|hospital|facility|rehab) (?:wants to |is trying to |will |is going to )?discharg/, 3],
      [/\bdischarg\w* (?:\w+ ){0,2}(?:from|by) the hospital\b|\bhospital discharg/, 3],
      // Holding someone for psychiatric care against their will, and who decides on a patient's treatment.
      [
        /\b(?:involuntar\w*|(?:get|have|had|got) (?:him|her|them|my \w+) (?:involuntarily )?committed|committed against (?:his|her|their) will|psych(?:iatric)? hold|72[- ]hour hold|baker act|(?:force|make) (?:him|her|them) (?:into|to get|to go to) (?:treatment|rehab|the hospital|help))\b/,
        3,
      ],
      [
        /\b(?:refus\w* (?:treatment|surgery|(?:a )?(?:blood )?transfusions?|(?:his|her|their) (?:medications?|meds|insulin)|to (?:go to|be taken to) the (?:hospital|er))|(?:consent|agree) to (?:(?:his|her|their|my) )?(?:treatment|surgery)|medical (?:decisions?|consent)|override (?:her|his|their) (?:wishes|decision|refusal)|stop(?:ped)? taking (?:his|her|their) (?:medications?|meds)|off (?:his|her|their) meds)\b/,
        2,
      ],
      [
        /\binsurance (?:\w+ )?(?:won'?t|will not|refuses to|refused to|is refusing to|denied|doesn'?t|didn'?t) (?:pay|cover)\b/,
        3,
      ],
    ],
  },
  {
    id: 'courts',
    label: 'Court case',
    category: 'Litigation Support',
    terms: {
      // Court papers received: the start of a case against the writer.
      'papers from the court': 3,
      'court papers': 3,
      // A claim started against someone in the UK, Canadian or Australian courts, or a judgment recorded.
      'county court': 3,
      'claim form': 3,
      'money claim online': 4,
      'named as a defendant': 3,
      'statement of claim': 3,
      ccj: 3,
      // The lawyer's own failings, and the steps of a case a witness or a party is asked to take.
      'legal malpractice': 4,
      'requests for documents': 3,
      continuance: 3,
      'ordered to pay': 3,
      interrogatories: 3,
      'request for production': 3,
      'jury duty': 3,
      'pro se': 3,
      'representing myself': 3,
      'represent myself': 3,
      'self-represented': 3,
      'opposing counsel': 3,
      "other side's lawyer": 3,
      countersue: 3,
      trial: 2,
      jury: 2,
      'process server': 3,
      'service of process': 3,
      vacated: 1,
      'new trial': 3,
      'civil case': 3,
      'judge ruled': 2,
      sue: 3,
      suing: 3,
      lawsuit: 3,
      'law suit': 3,
      'small claims': 3,
      summons: 3,
      subpoena: 3,
      complaint: 1,
      'served with': 3,
      'been served': 3,
      'court date': 2,
      'court hearing': 2,
      hearing: 1,
      judge: 1,
      'default judgment': 3,
      judgment: 2,
      judgement: 2,
      appeal: 1,
      plaintiff: 3,
      defendant: 2,
      deposition: 3,
      discovery: 2,
      mediation: 2,
      arbitration: 2,
      litigation: 3,
      counterclaim: 3,
      settle: 2,
      settlement: 1,
      defamation: 3,
      slander: 3,
      libel: 3,
      'demand letter': 3,
      'cease and desist': 2,
      'file a claim': 2,
      'take them to court': 3,
      'take him to court': 3,
      'take her to court': 3,
      court: 1,
      'owes me money': 3,
      'money i lent': 3,
      'money i loaned': 3,
      'owe me money': 3,
      'paid me back': 2,
      'pay me back': 3,
      testify: 3,
      'served papers': 3,
      // Collecting a judgment the other side won't pay, and undoing one entered by default.
      'writ of execution': 3,
      'judgment debtor': 3,
      'judgment creditor': 3,
      'debtor exam*': 3,
      'abstract of judgment': 3,
      'motion to vacate': 3,
      'motion to set aside': 3,
      'return of service': 3,
      'proof of service': 3,
    },
    phrases: [
      // Money lent and not repaid, asked about as a claim to bring.
      [
        /\b(?:lent|loaned|fronted|lend)\b[^.!?]{0,80}\b(?:never|hasn'?t|has not|won'?t|will not|refuses? to|stopped) (?:\w+ )?(?:paid|pay|paying|returned|give)\b(?: (?:me|it|us))?(?: back)?/,
        3,
      ],
      // Serving papers on someone who dodges the process server.
      [
        /\b(?:serve|serving|served)\b[^.!?]{0,40}\b(?:dodg\w*|avoid\w*|hid\w*|evad\w*|won'?t open)\b|\b(?:dodg\w*|avoid\w*|hid\w*|evad\w*)\b[^.!?]{0,40}\b(?:process server|being served|service)\b/,
        3,
      ],
      [
        /\b(?:my|our|the|his|her) (?:lawyer|attorney)\b[^.?!]{0,80}\b(?:malpractice|missed (?:the|a|my|our) (?:\w+ )?deadline|blew (?:the|a|my) (?:\w+ )?deadline|never filed|dropped the ball)\b/,
        5,
      ],
      [
        /\b(?:depose|deposed|deposition|subpoena\w*)\b[^.?!]{0,80}\b(?:witness|testify|do i have to|can they make me)\b/,
        3,
      ],
      [
        /\b(?:posting|spreading|telling|saying|wrote|writing|posted) (?:lies|false (?:things|statements|reviews?))\b/,
        3,
      ],
      // Reviews said to be false or damaging: the defamation question on either side.
      [/\b(?:bad|negative|fake|false|one-star|1-star|yelp|google) (?:\w+ )?reviews?\b/, 3],
      // A witness called to a case between others, and papers served on a defendant.
      [/\b(?:as a|(?:i'?m|i am) (?:just |only )?a|being a|called as a|key) witness\b/, 3],
      [/\b(?:was|been|got|get|getting|just got) served\b/, 3],
      // A judgment won and not paid: collecting it.
      [/\b(?:won|win|winning) (?:a |the |my |our )?(?:\w+ ){0,3}(?:judgment|judgement)\b/, 3],
      [
        /\b(?:won|win|winning) (?:a |the |my |our )?(?:small claims|court case|lawsuit|suit)\b|\b(?:small claims|case|lawsuit|suit)\b[^.!?]{0,40}\band (?:we |i )?won\b/,
        3,
      ],
      [/\bjudg(?:e)?ment money\b/, 3],
      [
        /\b(?:collect|collecting|enforce|enforcing) (?:on )?(?:the |a |my |our |this |that )?(?:\w+ )?(?:judgment|judgement|award)\b/,
        4,
      ],
      [/\b(?:judge|court|jury) (?:awarded|ordered|granted)\b/, 2],
      // Never served, or served at an old address: the grounds to set a default judgment aside.
      [
        /\b(?:never|wasn'?t|was not|weren'?t|were not|not) (?:\w+ )?(?:properly |actually |legally |personally )?served\b|\bserved (?:me )?(?:at|to) (?:an? |my )?(?:old|previous|former|wrong) address\b|\bserved at an address\b/,
        3,
      ],
      [
        /\b(?:vacate|vacated|set aside|undo|undone|overturn|reopen) (?:\w+ ){0,3}(?:default|judgment|judgement)\b|\b(?:default )?judg(?:e)?ment\b[^.!?]{0,60}\b(?:vacated|set aside|undone|overturned|reopened)\b/,
        3,
      ],
    ],
  },
];

const relationWords = (area: Area) =>
  (area.relations ?? []).flatMap(([term]) => (typeof term === 'string' ? [term] : []));

const COMPILED = AREAS.map((area) => ({
  area,
  patterns: [
    ...Object.entries(area.terms).map(([term, weight]) => ({ pattern: keywordPattern(term), weight })),
    ...(area.phrases ?? []).map(([pattern, weight]) => ({ pattern, weight })),
  ],
  relations: (area.relations ?? []).map(([term, weight]) => ({
    pattern: typeof term === 'string' ? keywordPattern(term) : term,
    weight,
  })),
}));

/**
 * Misspelt lexicon words read as the word meant: only single-word terms are targets (a word
 * inside a phrase, "clocked" of "clocked out", is no target); the guides' own wording is the vocabulary known to be right.
 */
const fixSpelling = spellingCorrector(
  AREAS.flatMap((area) => [...Object.keys(area.terms), ...relationWords(area)].filter((term) => /^[a-z]+$/.test(term))),
  [
    JSON.stringify(AREA_GUIDES),
    JSON.stringify(TOPIC_GUIDES),
    ...AREAS.flatMap((area) => [...Object.keys(area.terms), ...relationWords(area)]),
  ],
);

/**
 * The question, summary and last paragraph of a post count this much again (see focus.ts); the sum is scaled back
 * so that the scores keep the scale of the weights. An ask with no legal words ("what now?") changes nothing.
 */
const ASK_WEIGHT = 0.5;

export interface AreaScore {
  area: Area;
  score: number;
  /** The evidence in the whole text, before the ask is weighed in: how strong the area is as a subject at all. */
  whole?: number;
  /** The heaviest single term or phrase found: 3 or more settles the area on its own ("landlord", "overtime"). */
  strongest?: number;
  /** Set when the only evidence is who the people are (relations), nothing about the matter itself. */
  relationsOnly?: boolean;
}

/**
 * A lease of business equipment ("a 60-month equipment lease", "a lease for a commercial espresso machine") is a
 * contract for goods, not a tenancy: it and the post's other mentions of the lease are read as an equipment finance
 * agreement, so
 * the home's "lease" does not claim it. Solar panels leased for a roof are such equipment.
 */
const EQUIPMENT_LEASE =
  /\b(?:equipment|machinery|copier|printer|forklift|(?:espresso|coffee|x-ray|ultrasound|vending|ice) machine|pos system|phone system|solar(?: panel| system)?) leases?\b|\bsolar\b[^.?!]{0,60}\bleases?\b(?=[^.?!]{0,20}\bagreement\b)|\bleases? (?:agreement )?(?:for|of|on) (?:a |an |the |our |my |this |that |two |new )?(?:[\w-]+ ){0,3}?(?:equipment|machines?|machinery|copiers?|printers?|forklifts?|x-ray units?|pos system)\b|\bleasing (?:a |an |the |our |new )?(?:\$[\d,.]+k? )?(?:[\w-]+ ){0,2}?(?:equipment|machines?|machinery|copiers?|forklifts?|coolers?|freezers?|ovens?|fryers?|hood system|excavators?|tractors?)\b/g;
/** Whether a post leases business equipment (see EQUIPMENT_LEASE). */
export const leasesEquipment = (text: string) => text.search(EQUIPMENT_LEASE) >= 0;
/** A leased car is a consumer finance contract, not a home: "the lease car", "my car lease". */
const VEHICLE_LEASE =
  /\b(?:lease|leased) (?:car|truck|vehicle|suv|van)s?\b|\b(?:car|truck|vehicle|auto|suv) leases?\b|\blease on (?:my|the|our|a|his|her) (?:car|truck|vehicle|suv|van)\b/g;
/** A home named beside a car lease: then the post's other leases may be the home's. */
const HOME_NAMED = /\b(?:apartment|landlord|tenant|rent|renting|house|flat|condo|unit|home|property|deposit)\b/;
const asVehicleFinance = (text: string) =>
  text.search(VEHICLE_LEASE) < 0 || HOME_NAMED.test(text)
    ? text.replace(VEHICLE_LEASE, 'vehicle finance')
    : text
        .replace(VEHICLE_LEASE, 'vehicle finance')
        .replace(/\bleases?\b/g, 'finance agreement')
        .replace(/\blessors?\b/g, 'finance company');
const asEquipmentFinance = (text: string) =>
  !leasesEquipment(text)
    ? text
    : text
        .replace(EQUIPMENT_LEASE, 'equipment finance agreement')
        .replace(/\bleases?\b/g, 'finance agreement')
        .replace(/\blessors?\b/g, 'finance company')
        .replace(/\blessees?\b/g, 'customer');

/** Every area with any evidence in the text, strongest first (ties keep the lexicon's order). */
export function scoreAreas(message: string): AreaScore[] {
  // After the equipment reading, which reads every lease of an equipment post as its finance agreement.
  const prepare = (text: string) => asVehicleFinance(asEquipmentFinance(withoutDenials(fixSpelling(text))));
  const text = prepare(normalize(message));
  const ask = prepare(askOf(message));
  const matched = (patterns: { pattern: RegExp; weight: number }[], part: string) =>
    part ? patterns.filter(({ pattern }) => pattern.test(part)).map(({ weight }) => weight) : [];
  const sum = (weights: number[]) => weights.reduce((total, weight) => total + weight, 0);
  const scored = COMPILED.map(({ area, patterns, relations }) => {
    const issue = matched(patterns, text);
    const found = [...issue, ...matched(relations, text)];
    const asked = sum(matched([...patterns, ...relations], ask));
    return { area, full: sum(found), asked, strongest: Math.max(0, ...found), relationsOnly: !issue.length };
  });
  const focused = scored.some(({ asked }) => asked > 0);
  return scored
    .map(({ area, full, asked, strongest, relationsOnly }) => ({
      area,
      score: focused ? (full + ASK_WEIGHT * asked) / (1 + ASK_WEIGHT) : full,
      whole: full,
      strongest,
      ...(relationsOnly ? { relationsOnly } : {}),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
}

export const areaById = (id: AreaId): Area => AREAS.find((area) => area.id === id)!;
