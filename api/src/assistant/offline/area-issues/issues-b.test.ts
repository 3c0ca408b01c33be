import { headingOf, replyTo } from '../../../test-support/offline-answers';

const heading = async (message: string) => headingOf(await replyTo(message));

describe('narrower consumer, estates, family, health and injury issues', () => {
  it.each([
    // consumer and debt
    [
      'a guy on marketplace took $300 through cash app for concert tickets and then blocked me, can my bank reverse it?',
      /consumer and debt matter about a scam payment/,
    ],
    [
      'the lender repossessed my truck overnight and now wants a deficiency of $6,000 after the auction, is that legal?',
      /consumer and debt matter about a repossession/,
    ],
    [
      'someone opened two store credit cards in my name and now collectors call me, how do i clear this up?',
      /consumer and debt matter about identity theft/,
    ],
    [
      'experian lists a late payment on my car loan that was never late and keeps saying it is verified, what now?',
      /consumer and debt matter about an error on a credit report/,
    ],
    [
      'the used car lot rolled back the odometer on the suv i bought last month, can i undo the sale?',
      /consumer and debt matter about a car bought from a dealer/,
    ],
    [
      'a creditor is garnishing my paycheck after a judgment i never knew about, can i claim an exemption?',
      /consumer and debt matter about a wage garnishment or bank levy/,
    ],
    [
      'a debt collector says i owe a hospital bill that insurance should have covered, can i dispute the medical debt?',
      /consumer and debt matter about medical debt/,
    ],
    [
      'a collector wants me to pay a store card i have not touched since 2012, is it time-barred?',
      /consumer and debt matter about an old, possibly time-barred debt/,
    ],
    [
      'my servicer miscounted my pslf payments and says i need three more years, how do i fix that?',
      /consumer and debt matter about a student loan/,
    ],
    [
      'i cosigned my roommate’s personal loan and he stopped paying, does the lender have to go after him first?',
      /consumer and debt matter about someone else’s debt/,
    ],
    [
      'my gym keeps charging me every month even though i cancelled by certified letter after moving away',
      /consumer and debt matter about cancelling a membership or subscription/,
    ],
    [
      'my bank froze my account with my whole paycheck in it and will not say why, how long can they hold my money?',
      /consumer and debt matter about a bank account problem/,
    ],
    // wills and estates
    [
      'my uncle died without a will and left a house, who inherits and who can handle it?',
      /wills and estates matter about an estate with no will/,
    ],
    [
      'my sister has power of attorney for our mom and keeps making strange withdrawals, can we make her show the statements?',
      /wills and estates matter about a power of attorney/,
    ],
    [
      'the executor of grandpa’s estate has not given us an accounting in 18 months, can we force one?',
      /wills and estates matter about an executor’s duties/,
    ],
    [
      'three of us inherited dad’s house and my brother lives there and will not sell or buy us out, can we force a partition?',
      /wills and estates matter about a house inherited by several heirs/,
    ],
    [
      'our son with autism turns 18 this spring and cannot manage money, do we need a conservatorship?',
      /wills and estates matter about guardianship of an adult/,
    ],
    [
      'the successor trustee of my late mother’s trust refuses to send us a copy of the trust',
      /wills and estates matter about a trust and its trustee/,
    ],
    [
      'my father had a payable on death account and the credit union says i need letters from the court, which is it?',
      /wills and estates matter about a bank account or small estate after a death/,
    ],
    [
      'my late wife’s 401k still names her sister as beneficiary, does the beneficiary form beat her will?',
      /wills and estates matter about life insurance or a retirement account beneficiary/,
    ],
    [
      'mom died owing credit card debt and the estate has nothing, do we pay her creditors from our own money?',
      /wills and estates matter about debts left by someone who died/,
    ],
    [
      'my uncle left me his rifles in his will and i live in another state, how do they get transferred to me?',
      /wills and estates matter about inherited firearms/,
    ],
    [
      "can medicaid estate recovery take mom's house after she dies, and should she put it in a trust?",
      /wills and estates matter about Medicaid and a parent’s home/,
    ],
    // family law
    [
      'a caseworker from cps says a neighbor reported bruises on my son, what are my rights during the investigation?',
      /family law matter about a report of child abuse or neglect/,
    ],
    [
      'can a 16 year old get emancipated in ohio if she has a job?',
      /family law matter about a minor’s rights and a parent’s say/,
    ],
    [
      'in our divorce my wife wants half my pension and the marital home, how is community property split?',
      /family law matter about dividing property and debts in a divorce/,
    ],
    [
      'will i have to pay spousal support after a 20 year marriage if she never worked?',
      /family law matter about alimony/,
    ],
    [
      "can i move out of state with my daughter if her father won't agree to the relocation?",
      /family law matter about moving away with a child/,
    ],
    [
      'my son’s widow will not let us see our grandchildren anymore, do grandparents have visitation rights?',
      /family law matter about grandparents’ visitation/,
    ],
    [
      'my ex refuses to return our daughter after his weekend and there is no court order yet',
      /family law matter about a parent not returning a child/,
    ],
    [
      'i want to modify the custody order because my ex now works nights, is that a substantial change?',
      /family law matter about changing a custody or support order/,
    ],
    [
      'my ex keeps violating the parenting plan and skips the exchanges, can i file for contempt?',
      /family law matter about enforcing a court order/,
    ],
    [
      'my ex lets our kids stay up past midnight during her weekend, can i ask the court to set a bedtime?',
      /family law matter about a disagreement between co-parents/,
    ],
    [
      'my fiance wants me to sign a prenup a week before the wedding, is that enforceable?',
      /family law matter about a prenuptial agreement/,
    ],
    [
      'i found out my husband was already married to someone else when we wed, can i get an annulment?',
      /family law matter about an annulment/,
    ],
    // health care
    [
      'i have no insurance and chest pain, can the er turn me away because i cannot pay?',
      /health care matter about emergency care without insurance/,
    ],
    [
      'i got a surprise bill from an out-of-network anesthesiologist after surgery at an in-network hospital',
      /health care matter about a surprise out-of-network bill/,
    ],
    [
      'my plan moved my inhaler off the formulary and wants step therapy first, how do i get an exception?',
      /health care matter about the cost or coverage of a prescription/,
    ],
    [
      'my cobra coverage was cancelled for a late payment i mailed within the grace period, can the insurer do that?',
      /health care matter about losing health coverage/,
    ],
    [
      "the hospital kept my dad under observation status so medicare won't pay his skilled nursing rehab, can we appeal?",
      /health care matter about Medicare coverage/,
    ],
    [
      'the hospital wants to discharge my father tomorrow but he still cannot stand, can we appeal the discharge?',
      /health care matter about a hospital discharge/,
    ],
    [
      'my aunt has bedsores at her nursing home and the staff leave her in soiled sheets, who do we report it to?',
      /health care matter about neglect or abuse in a nursing home/,
    ],
    [
      'my brother was put on an involuntary psych hold last night, how long can they keep him?',
      /health care matter about an involuntary psychiatric hold/,
    ],
    [
      'my grandmother is lucid and refuses dialysis, can the doctors or my uncle overrule her?',
      /health care matter about consent and medical decisions/,
    ],
    [
      'the pharmacist filled my prescription with the wrong pills, who do i report the pharmacy to?',
      /health care matter about a pharmacy or medication error/,
    ],
    // personal injury
    [
      'a neighbor’s pit bull bit my leg while i was jogging, does their homeowners insurance pay?',
      /personal injury matter about a dog bite/,
    ],
    [
      'a pickup struck me in the crosswalk and drove off, i have a broken wrist and no idea who it was',
      /personal injury matter about an injury on a bike or on foot/,
    ],
    [
      "after my car crash the other driver's insurer offered $1,500 if i sign a release, is that a lowball for my injuries?",
      /personal injury matter about a settlement offer or release/,
    ],
    [
      'i hurt my back in a fall at a friend’s house 26 months ago, is it too late under the statute of limitations?',
      /personal injury matter about the time limit to bring a claim/,
    ],
    [
      'i tripped in a pothole on a city road and broke my ankle, do i need to file a notice of claim?',
      /personal injury matter about a claim against a city or public agency/,
    ],
    [
      'my e-bike battery exploded while charging and burned my hand, can i go after the manufacturer?',
      /personal injury matter about an injury from a defective product/,
    ],
    [
      'i got food poisoning from a restaurant and the health department confirmed salmonella, can i sue the restaurant?',
      /personal injury matter about food poisoning or an allergic reaction/,
    ],
    [
      'i broke my wrist at a climbing gym but i signed a waiver online, do i have any claim?',
      /personal injury matter about an injury after signing a waiver/,
    ],
    [
      'i was injured on the job site when a crane dropped a load on my leg, can i sue for my injury?',
      /personal injury matter about an injury at work/,
    ],
    [
      'my husband was killed when a drunk driver ran a red light, can we bring a wrongful death case?',
      /personal injury matter about a wrongful death claim/,
    ],
    [
      'a bouncer punched me and broke my nose outside a bar, can i sue the bar?',
      /personal injury matter about an assault or intentional injury/,
    ],
    [
      'my daughter broke her arm on the playground at daycare and nobody was watching, is the daycare liable?',
      /personal injury matter about a child hurt at school, daycare or a sports activity/,
    ],
  ])('answers %j on its own issue', async (message, expected) => {
    expect(await heading(message)).toMatch(expected);
  });

  it.each([
    // The broader issues keep what is theirs.
    ['a debt collector keeps calling my job every day about a credit card', /about debt collection/],
    ['should i file chapter 7 bankruptcy with 40k in credit cards?', /about bankruptcy/],
    ['the online store shipped me a broken couch and will not refund me', /about a purchase gone wrong/],
    [
      'grandma passed and nobody knows if there was a will, my uncle is selling her things',
      /about an estate after a death/,
    ],
    ['how do i write a will leaving my condo to my niece?', /about making a will or estate plan/],
    ['my ex and i cannot agree on a custody schedule for our son', /about custody and parenting time/],
    ['my baby daddy has not paid child support in a year', /about child support/],
    ['my insurer denied my mri as not medically necessary, how do i appeal?', /about an insurance denial/],
    ['the clinic wants $200 to give me copies of my own medical records', /about medical records/],
    [
      'i slipped on a wet floor at the grocery store and broke my ankle',
      /about a fall or injury on someone’s property/,
    ],
    ['the surgeon left a sponge inside me during my operation, is that malpractice?', /about medical malpractice/],
  ])('keeps %j on the broader issue', async (message, expected) => {
    expect(await heading(message)).toMatch(expected);
  });

  it.each([
    // Wordings of a narrower issue that do not make the post about it.
    [
      'my gym membership card was in the wallet that was stolen with my cash, can the police help?',
      /about cancelling a membership/,
    ],
    [
      'my mom’s boyfriend of ten years is still living in her house after she died without a will',
      /about inherited firearms/,
    ],
    ['my ex moved out of state years ago and now wants to see the kids every summer', /about a minor’s rights/],
    ['i was rear-ended at a red light and my neck still hurts, the other insurer keeps calling', /about a dog bite/],
    [
      'the nursing home wants to discharge my mother in 30 days because her medicaid is pending',
      /about a hospital discharge/,
    ],
  ])('does not read %j as that issue', async (message, notExpected) => {
    expect(await heading(message)).not.toMatch(notExpected);
  });
});
