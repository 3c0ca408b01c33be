import type { AreaIssue } from './issue';

/** Narrower traffic issues, weighed before the area guide's broad ones. */
export const TRAFFIC_ISSUES: readonly AreaIssue[] = [
  {
    label: 'a ticket on a commercial licence (CDL)',
    pattern:
      /\bcdl\b|commercial (?:driver'?s? )?licen[cs]e|class [abc] (?:cdl|licen[cs]e)|truck driver|\botr\b|(?:drive|driving) (?:a )?(?:truck|semi|rig) for|serious (?:traffic )?violation|disqualif|fmcsa|dot (?:physical|medical)|can'?t afford (?:the )?points|(?:reduced|amended) to a non-?moving|cost me my job|lose my (?:job|cdl)/,
    points: [
      'CDL holders generally cannot use traffic school, deferral or other programs that keep a conviction off the record ("masking" is banned), and tickets in a personal car go on the CDL record too, where employers and insurers see them.',
      'Two "serious" violations within three years (such as speeding 15 mph or more over, reckless driving, improper lane changes, following too closely or texting) bring a disqualification of at least 60 days when they happen in a commercial vehicle, and count for a personal car when they lead to a suspension.',
      'The usual goal is a dismissal or an amendment to a non-moving or non-serious offence before any plea, so get a traffic lawyer before paying: paying is a conviction.',
    ],
    deadline:
      'Do not pay or miss the court date: a paid ticket is a conviction, and convictions must be reported to your employer within 30 days.',
    documents: [
      'the ticket and court notice',
      'your driving record (motor vehicle record)',
      'proof of your CDL and employment',
    ],
  },
  {
    label: 'a reckless driving charge',
    pattern:
      /reckless(?: driving)?|criminal (?:charge|thing|offense|offence)|racing|street rac|exhibition of speed|careless driving/,
    points: [
      'In most states reckless driving is a criminal misdemeanour, not just a ticket: it can carry fines, points, a suspension and, in serious cases, jail, and it stays on a criminal record.',
      'Some states define it by speed alone: in Virginia, driving 20 mph or more over the limit, or over 85 mph, counts as reckless driving however safe the road was.',
      'Lawyers often get it reduced to speeding or improper driving with a clean record, a speedometer calibration, a driving course or community service; out-of-state drivers may need to appear, though a lawyer can sometimes appear for them.',
    ],
    deadline:
      'Check whether the summons requires you to appear in person: missing a criminal traffic court date can lead to a conviction in your absence or a warrant.',
    documents: [
      'the summons or ticket',
      'your driving record',
      'a speedometer calibration and proof of any driving course',
    ],
  },
  {
    label: 'a camera ticket',
    pattern:
      /(?:red light|speed(?:ing)?|school bus|traffic|photo|bus lane)(?= cameras?\b)|camera tickets?|cameras?(?= tickets?)|cameras? (?:says|caught|shows)|photo (?:speeding |radar |enforcement )?ticket|in the mail|mailed to|(?:wasn'?t|was not|not) (?:me |the one )?driving|it (?:wasn'?t|was not) me\b|who (?:it )?was driving|who it was\b|name the driver|registered owner|car i sold|ticket in my name|(?:loaned|lent|borrowed) (?:my |the )?car|(?:car )?(?:was )?(?:loaned|lent) to|(?:wife|husband|brother|sister|friend|roommate|son|daughter|mom|dad|girlfriend|boyfriend|brother-in-law) (?:was driving|had (?:my|the) car)|photo (?:clearly )?shows|rental (?:car|company)|admin(?:istrative)? fee|toll (?:violation|notice|bill)/,
    points: [
      'Camera tickets usually go to the registered owner as civil violations, often with no points on a licence; the notice explains how to contest it or to view the photos or video.',
      'Many places let the owner avoid liability by naming the actual driver in a sworn statement, or by showing the car was stolen, sold (a bill of sale and title transfer) or rented out; whether you must name the driver depends on the local rules.',
      'Unpaid camera tickets can bring late fees, collections or a block on renewing the registration; rental companies pay them and bill you with an admin fee under the rental contract, which you can dispute with the company.',
    ],
    deadline:
      'Contest or name the driver by the date on the notice, often within a few weeks, or the right to a hearing may be lost.',
    documents: [
      'the notice with its photos',
      'proof of who was driving, or a bill of sale or rental agreement',
      'your registration',
    ],
  },
  {
    label: 'driving without insurance',
    pattern:
      /(?:without|no|not having|didn'?t have|did not have|lapsed?|expired) (?:car |auto )?insurance|insurance (?:had )?(?:lapsed|expired|ran out)|no-insurance|uninsured|proof of insurance|insurance card|\bsr-?22\b|financial responsibility/,
    points: [
      'If you had coverage on the day but could not show it, many courts dismiss the charge or lower the fine once you bring proof of insurance valid on that date.',
      'Driving truly uninsured usually means a fine and can bring a suspension of the licence or registration, an impounded car and, in many states, a requirement to file an SR-22 (proof of future insurance) for a few years.',
      'After an accident without insurance you can be held personally liable for the other side’s losses, and some states suspend the licence until the damage is paid or secured.',
    ],
    deadline:
      'Bring proof of insurance to court or the clerk before the court date; an SR-22 must stay in force for the whole required period or the suspension returns.',
    documents: [
      'the ticket',
      'the insurance card or declarations page for the date of the stop',
      'proof of current insurance or an SR-22',
    ],
  },
  {
    label: 'a driving-while-suspended charge',
    pattern:
      /(?:driving|drove|caught driving) (?:on|while|with) (?:a )?(?:suspended|revoked)|driving on suspended|\bdwls\b|\bdwr\b|suspended since|(?:didn'?t|did not|never) (?:even )?(?:know|knew)(?: it was suspended| till| until| about)|(?:had|have) no idea|(?:didn'?t|did not|never) (?:get|got|receive[d]?) (?:it was suspended|(?:the |a |any )?(?:notice|letter|mail))|never knew about|(?:letter|notice) went to (?:my )?(?:old|wrong) address|old address|moved (?:twice|addresses)|(?:drive|driving) (?:him|her|them) to the hospital/,
    points: [
      'Driving while suspended is usually a separate criminal charge; many states require proof that you were notified, so not receiving the notice (after a move, for example) can be a defence or ground for a reduction.',
      'Getting the licence reinstated before court (paying the old tickets, fees or a payment plan) often leads prosecutors to reduce the charge to driving without a valid licence or dismiss it.',
      'Repeat charges, or a suspension for a DUI, are treated far more harshly and can mean jail and a longer suspension; do not drive again until the DMV confirms the licence is valid.',
    ],
    deadline: 'Reinstate before the court date if you can, and bring the DMV’s proof to court.',
    documents: [
      'the citation',
      'your driving record showing the suspension and any notices',
      'proof of reinstatement or of payments made',
    ],
  },
  {
    label: 'an out-of-state ticket',
    pattern:
      /out[- ]of[- ]state|driving (?:thru|through)|passing through|just driving through|road trip|on vacation|home state|go back (?:to [a-z]+ )?for court|state i was visiting|(?:my|our) (?:[a-z]+ )?licen[cs]e (?:too|as well)|(?:on|against) my [a-z]+ licen[cs]e/,
    points: [
      'Most states share traffic convictions through the Driver License Compact, so an out-of-state ticket usually reaches your home state, which may add its own points for it; a few states do not take part or do not add points.',
      'Ignoring it is the worst option: through the Non-Resident Violator Compact most states can have your home state suspend your licence until the ticket is dealt with.',
      'Many courts let you pay or plead by mail or online, and a local traffic lawyer can often appear for you, which also makes a reduction more likely; criminal charges such as reckless driving may require you to appear.',
    ],
    deadline:
      'Respond by the date on the ticket even if you live far away; a missed date can suspend your home licence.',
    documents: ['the ticket', 'your home-state driving record', 'proof of a clean record or any driving course'],
  },
  {
    label: 'a ticket after an accident',
    pattern:
      /(?:ticket|cited|citation) (?:for [a-z ]{3,30} )?after (?:an? |the )?(?:minor )?(?:accident|crash|wreck|fender bender|collision)|(?:accident|crash|wreck|fender bender|collision|rear[- ]ended)[^.?!]{0,120}(?:gave me|got|wrote me|cited me for) (?:a |the )?(?:ticket|citation)|gave me (?:a |the )?ticket too|(?:failure to (?:yield|control)|following too clos[a-z]*)(?=[^.?!]{0,80}(?:accident|crash|wreck|fender bender|collision|rear[- ]ended|hit))|(?<=(?:accident|crash|wreck|fender bender|collision|rear[- ]ended|bumped)[^.?!]{0,120})(?:failure to (?:yield|control)|following too clos[a-z]*)|the one who got hurt|came through (?:way )?too fast|t-?boned|(?:hit|struck) (?:my|our) (?:car|passenger side|driver side|side)/,
    points: [
      'A ticket after a crash is not the final word on fault: insurers decide fault on their own evidence, but in some states paying or pleading guilty can be used against you in an injury or damage claim, so get advice before paying.',
      'You can plead not guilty and contest it with dashcam video, photos of the scene and vehicle damage, and witnesses; the officer usually did not see the crash and relies on statements.',
      'Report the accident to your own insurer promptly whatever happens with the ticket, and keep injury or damage claims separate: they follow their own deadlines.',
    ],
    deadline:
      'Respond to the ticket by its date; claims for damage or injury have their own, longer deadlines (often 2 to 3 years).',
    documents: [
      'the ticket and the police report number',
      'dashcam video and photos of the scene',
      'witness names and the insurance claim number',
    ],
  },
  {
    label: 'a young driver’s ticket',
    pattern:
      /learner'?s? permit|permit holder|provisional licen[cs]e|junior licen[cs]e|graduated licen[cs]e|(?:my|our|i'?m) (?:1[5-8]|teen(?:age)?)(?: ?(?:yo|y\/o|year old|yr old|-year-old))?(?: (?:son|daughter|kid|boy|girl|driver))?(?: and)? (?:got|was|just got|has)\b|(?:my|our) (?:teenage |teen )?(?:son|daughter) (?:got|was driving|took)|under 18/,
    points: [
      'Drivers on a learner’s permit or a provisional licence usually face stricter rules: lower point limits before a suspension, limits on passengers and night driving, and sometimes a required driving course after a ticket.',
      'Minors are often required to come to court with a parent or guardian, and many courts still offer traffic school or deferral for a first ticket, which can keep it off the record.',
      'The ticket goes on the young driver’s record, and insurers usually raise the premium on the family policy; the car owner may also face a ticket if they allowed an unlicensed or restricted driver to drive.',
    ],
    deadline: 'Check the court date and whether a parent must appear; a missed date can suspend a permit or licence.',
    documents: ['the ticket', 'the permit or licence', 'the insurance policy'],
  },
  {
    label: 'using a phone while driving',
    pattern:
      /(?:using|on|holding|touching) (?:my |his |her |the )?(?:cell ?)?phone|cell ?phone|texting|\btext(?:ed|ing)? (?:while|and) driv|hands-?free|handheld|distracted driving|\bgps\b/,
    points: [
      'Nearly every state bans texting while driving and many ban holding a phone at all; some allow touching a mounted phone for navigation with one tap or swipe, so what decides it is the exact wording of your state’s law.',
      'Contest it with proof of how the phone was used (a mount, navigation on screen, phone records showing no calls or texts at that time), or ask for a reduction or a distracted-driving course for a first offence.',
      'Commercial drivers face a separate federal ban on handheld phones in commercial vehicles, and a phone conviction can count as a serious violation.',
    ],
    documents: ['the ticket', 'phone records for the time of the stop', 'photos of the mount or setup'],
  },
  {
    label: 'a hit-and-run',
    pattern:
      /hit (?:and|&) run|drove off|left the scene|leaving the scene|took off without|didn'?t stop|got the plate|plate number|(?:hit|dinged|clipped|sideswiped) my (?:parked )?(?:car|bike|mirror)/,
    points: [
      'Drivers involved in a crash must stop, exchange details and, for an unattended car, leave a note or tell the police; leaving the scene is a crime in every state, more serious when someone is hurt.',
      'If you were hit, report it to the police promptly with the plate number and any video, and to your insurer: uninsured-motorist or collision coverage may pay, and some policies require a police report within a short time.',
      'With the plate, you or your insurer can pursue the owner’s insurance or sue the driver in small claims court.',
    ],
    deadline:
      'Report a hit-and-run to police and your insurer right away: some policies require a report within 24 hours to a few days.',
    documents: ['the plate number and any video', 'the police report number', 'photos and repair estimates'],
  },
  {
    label: 'points and insurance after a ticket',
    pattern:
      /\bpoints?\b|raise (?:my |our |the )?(?:insurance|rates|premium)|(?:go|goes|put) on (?:my|our|his|her) insurance|keep it off (?:my|his|her|the) record|traffic school|defensive driving|driving record|non-?moving/,
    points: [
      'Each state gives points for moving violations, and too many within a set period leads to a warning, a course or a suspension; camera and parking tickets usually carry no points.',
      'Insurers see convictions on your driving record (usually for three to five years) and may raise the premium at renewal; a dismissal, deferral or a reduction to a non-moving violation usually keeps it off.',
      'Traffic school or a defensive-driving course can often remove the points or keep the ticket off the record, usually once in a set number of years; ask the court before paying, because paying is a conviction.',
    ],
    deadline: 'Ask for traffic school or a reduction before the date on the ticket: once paid, it is too late.',
    documents: ['the ticket', 'your driving record from the DMV', 'your insurance policy'],
  },
];
