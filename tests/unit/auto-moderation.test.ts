import { describe, expect, it } from 'vitest';
import {
  findRuleHits,
  findWatchedWords,
  type RuleReason,
} from '../../src/server/staff/moderation/auto-mod-rules';

// Issue 4: measure auto-moderation on real-sounding posts, half that must be caught and half that must
// not. A caught post counts as a true positive only when a hit has the expected reason. The hard negatives
// are what this forum talks about every day. The corpus grew in three rounds: the first written alongside
// the rules, the second and third written afterwards to break them (their misses were fixed where a
// pattern could do it without false alarms; the rest stay below, marked, so the printed figures are honest).

const WATCHED = ['Redbud Land Co', 'Jake Purcell', 'Prairie Minerals', "O'Malley Energy"];

const MUST_CATCH: [text: string, reason: RuleReason][] = [
  ['Call me at (405) 555-1234 if you have questions about your division order.', 'Personal information'],
  ['My cell is 405-555-8890, text anytime.', 'Personal information'],
  ['You can reach me at 405.555.2231 after 5pm, I have the old abstracts.', 'Personal information'],
  ['Phone +1 918 555 0147 and ask for Linda in owner relations.', 'Personal information'],
  ['My number is 5805550199, I check it every evening.', 'Personal information'],
  ['Try the office line 1-918-555-3321, they picked up for me last week.', 'Personal information'],
  ['Reach our family trust at (580)555-7764 about the Grady County tract.', 'Personal information'],
  ['Email me at jdoe1957@gmail.com and I will send the check stub.', 'Personal information'],
  [
    "Send the title opinion to mary.wilson@yahoo.com please, she is handling Dad's estate.",
    'Personal information',
  ],
  ['my address is tom.harper at outlook dot com if anyone has the 1950 deed', 'Personal information'],
  ['Mail the signed ratification back to 1234 NW 63rd St, Oklahoma City, OK 73116.', 'Personal information'],
  ['Our homestead was at 4521 S Harvard Ave in Tulsa before we moved to Texas.', 'Personal information'],
  ['Send it to PO Box 1187, Ada OK 74821 and I will get it notarized.', 'Personal information'],
  [
    'I live out at 908 County Road 1350 near Chickasha, the well pad is across the fence.',
    'Personal information',
  ],
  ['Drop by 77 Sunset Lane in Edmond and I will show you the original patent.', 'Personal information'],
  ['P.O. Box 52, Kingfisher, Oklahoma 73750 is where the checks should go.', 'Personal information'],
  ['They want my social on the W-9: 512-44-9087. Is that safe to send?', 'Personal information'],
  ["Mom's SSN is 456781234 and the operator still can't find her in suspense.", 'Personal information'],
  [
    'Our office moved to 200 N Broadway Blvd, Suite 4, if you need to drop off papers.',
    'Personal information',
  ],
  ['We buy minerals in Canadian, Grady and McClain counties. Fast closing.', 'Buying/selling'],
  ['I will buy your minerals for cash, any county in Oklahoma.', 'Buying/selling'],
  ['Looking to buy mineral rights in the SCOOP and STACK, serious sellers only.', 'Buying/selling'],
  ['Anyone with royalty in Section 22-7N-6W, make me an offer, I am ready to sell.', 'Buying/selling'],
  ['If you have acreage near Kingfisher, DM me.', 'Buying/selling'],
  ['We are paying $2,500 per acre for minerals in Blaine County.', 'Buying/selling'],
  ['I can pay $1,800 per net mineral acre, more for producing tracts.', 'Buying/selling'],
  ['Cash for your minerals! We close in 10 days, no fees.', 'Buying/selling'],
  ['PM me if you want to sell your royalties, I am a private buyer.', 'Buying/selling'],
  ['Interested in purchasing your oil and gas royalties in Logan County.', 'Buying/selling'],
  ['I have 40 NMA for sale in Section 9-12N-9W, serious inquiries only.', 'Buying/selling'],
  ['Send me an offer for my 1/8 royalty in Stephens County.', 'Buying/selling'],
  ['We purchase mineral interests across Oklahoma and Texas, contact me privately.', 'Buying/selling'],
  ['Has anyone leased with Redbud Land Co? Their letter came last week.', 'Watched word'],
  ['Jake Purcell called about a top lease on my acreage, is he legit?', 'Watched word'],
  ['REDBUD LAND CO keeps mailing me lease offers.', 'Watched word'],
  ['Anyone dealt with Prairie Minerals on a title curative issue?', 'Watched word'],
  ["O'Malley Energy's pooling application is on the docket for May.", 'Watched word'],
  ['Text me: 918 555 2020, evenings are best.', 'Personal information'],
  ['Call 555-1234 after six and ask for Ray.', 'Personal information'],
  ['reach me at smith_j (at) sbcglobal (dot) net for copies of the lease', 'Personal information'],
  ['Email: jane@okmin.net with the legal description and I will look it up.', 'Personal information'],
  ["We're buying royalty and minerals statewide, call today.", 'Buying/selling'],
  ['Top dollar paid for producing minerals in the Anadarko Basin.', 'Buying/selling'],
  ['Looking for buyers for my Grady County royalty, message me privately.', 'Buying/selling'],
  // Added after the first measurement, from a probe of phrasings the rules had not seen:
  ['Mineral buyer paying top dollar, no fees, quick close.', 'Buying/selling'],
  ['Selling 10 NRA in Kingfisher County, email for details.', 'Buying/selling'],
  ['Please send a PM with your offer on my Canadian County royalty.', 'Buying/selling'],
  // Known misses, kept so the figures stay honest: no street suffix, digits spelled out.
  ['I am at 1500 W Main in Norman if you want to look at the abstract.', 'Personal information'],
  ['call four oh five, five five five, one two three four after supper', 'Personal information'],
];

const MUST_PASS: string[] = [
  'My royalty is 3/16 on the new lease and the decimal on the check stub is 0.00390625.',
  'The well is in the NW/4 of Section 12-T5N-R4W, Grady County.',
  'API number 35-017-25123 shows it was spud in March.',
  'OCC lists it as 3501725123-0000, the Smith 1-12H.',
  'Smith 1-12H produced 12,500 bbl of oil and 45,000 mcf of gas last month.',
  'My decimal interest is .0012345678 according to the division order.',
  'First check arrived 10/15/2023, covering production from June 2023.',
  'Lease dated 2021-03-04 with a 3 year primary term and 1/5 royalty.',
  'They offered $500 per acre bonus for a 3/16 lease, is that fair for Canadian County?',
  'With $70 oil I expect my checks to go up a bit this quarter.',
  'E/2 SW/4 and the NE/4 NE/4 of Section 22-7N-6W contain 120 acres.',
  'Cause CD 2019-001234 was the pooling order; the order number is 712345.',
  'I own 160 net mineral acres in Section 16-14N-10W and 20 more in 17-14N-10W.',
  'Gas price was $2.45/mcf in May, so the check was only $1,234.56.',
  'We drove 40 miles down the road to the county clerk in Chickasha.',
  'Should I sell my minerals or keep them for my kids? What would you consider?',
  'The operator deducted $0.35 per mcf for gathering and compression.',
  'Section 36-T13N-R8W is a school land section, 640 acres.',
  'Unit size is 640 acres, my NRI comes to 0.00234375.',
  'Call me crazy, but I think the Woodford wells will outproduce the Meramec.',
  'The spacing order covers 1280 acres across sections 1 and 12.',
  'Check # 2345678901 was dated 3/1/2024 and covered three months.',
  'The 2H and 3H wells were drilled to 21,000 ft measured depth.',
  'Production for 2023: 150,345 bbl oil, 1,234,567 mcf gas, 45,678 bbl water.',
  'My great-grandfather bought the land in 1918 for $1,250.',
  'Look up the well on the OCC well browser, search by API 3508723456.',
  'The lease says 1/8 royalty, 3 year term, $25 bonus per net acre, dated 1978.',
  'Owners in 15-8N-5W got a letter about the 2024 increased density hearing.',
  'Township 5 North, Range 4 West of the Indian Meridian, 80 acres more or less.',
  'Can someone explain what a 0.125 royalty times 40/640 gives as a decimal?',
  'The landman said they would pay $400 per acre, but I countered at $750.',
  'I emailed owner relations and they said the suspense would be released in 60 days.',
  'Anyone know if the Jones 2-36-1XH is still shut in?',
  'The pooling hearing is set for 9:30 am on 4.15.2024 at the OCC.',
  'Highway 81 runs right past the well pad north of Kingfisher.',
  'I think a fair bonus is around $1,000 per acre right now in the STACK.',
  'My brother offered to buy my share of the family minerals; how do we value it?',
  'I want to purchase a mapping program for plotting deeds, any suggestions?',
  'Revenue from 1/1/2024 to 3/31/2024 totaled 123.45 on the 1099-MISC.',
  'We inherited 2 1/2 acres in Lot 3, Block 7 of the original townsite; how do we transfer title?',
  'Read the order at https://imaging.occ.ok.gov/AP/Orders/4055551234.pdf before the hearing.',
  'Has anyone compared the Redbud formation logs with the Hunton? The purcell area looks tight.',
  'Our unit is 640 acres and the 1H well was permitted under order 723456.',
  'The check shows 3,405.55 for oil and 1,234 mcf of gas.',
  'Spud date 6/1/2023, completed 9/15/2023, first sales 10/2/2023.',
  'The lease covers Lots 1 and 2, and the S/2 NE/4 of Section 2, 156.32 acres.',
  'Interest type RI, decimal 0.0048828125, owner number 1002345.',
  'Well: Johnson 1H-2019X, API 35-051-24567-0000, first production in 2020.',
  'We sold our minerals in 2015 and regret it every time a new well is permitted.',
  'Some buyers offered $3,000 per acre in 2014 during the SCOOP boom.',
  'He said he would call me back, but I never heard from him again.',
  'Took Hwy 152 west 12 miles then 3 miles south on a county road to find the pad.',
  'My NRI went from 0.001953125 to 0.00146484 after the increased density well.',
  'We are buying a house in Edmond with the bonus money, so I want to get the taxes right.',
  'I can pay the title attorney myself, or should the operator cover curative?',
  'Is it worth selling part of my royalty to pay for college? Any thoughts from people who have sold?',
  // A known false alarm: a public agency number is not personal, but the rules cannot tell it from one.
  'Call the OCC consumer line at 405-521-2211 if the operator will not answer.',
  'Contact the county clerk for a copy of the 1952 mineral deed; the index is online.',
];

describe('auto-moderation rules on real-sounding posts', () => {
  it('catches at least 90% of the violations with at least 95% precision', () => {
    const missed = MUST_CATCH.filter(
      ([text, reason]) => !findRuleHits(text, WATCHED).some((h) => h.reason === reason),
    );
    const falseAlarms = MUST_PASS.filter((text) => findRuleHits(text, WATCHED).length > 0);
    const truePositives = MUST_CATCH.length - missed.length;
    const precision = truePositives / (truePositives + falseAlarms.length);
    const recall = truePositives / MUST_CATCH.length;
    console.log(
      `auto-moderation on ${MUST_CATCH.length} violations and ${MUST_PASS.length} clean posts: ` +
        `precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
      { missed: missed.map(([text]) => text), falseAlarms },
    );
    expect(MUST_CATCH.length).toBeGreaterThanOrEqual(30);
    expect(MUST_PASS.length).toBeGreaterThanOrEqual(30);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });
});

describe('what a hit says', () => {
  it('holds personal information and redacts it in the detail', () => {
    const [hit] = findRuleHits('Call (405) 555-1234 or write jdoe1957@gmail.com');
    expect(hit).toMatchObject({ rule: 'phone-number', reason: 'Personal information', severe: true });
    expect(hit?.detail).toBe('Phone number: "405-•••-••34"');
    const email = findRuleHits('write jdoe1957@gmail.com').find((h) => h.rule === 'email-address');
    expect(email?.detail).toBe('E-mail address: "j•••@gmail.com"');
    expect(JSON.stringify(findRuleHits('SSN 512-44-9087'))).not.toContain('512-44');
  });

  it('publishes solicitation and watched words (not severe) and names the phrase', () => {
    const hits = findRuleHits('We buy minerals. Ask Jake Purcell.', WATCHED);
    expect(hits.map((h) => [h.rule, h.severe])).toEqual([
      ['solicitation', false],
      ['watched-word', false],
    ]);
    expect(hits[0]?.detail).toContain('We buy minerals');
    expect(hits[1]?.detail).toBe('Watched word: "Jake Purcell"');
  });

  it('matches watched words only as whole words, in any case and spacing', () => {
    expect(findWatchedWords('XTOE and xto', ['XTO'])).toEqual(['XTO']);
    expect(findWatchedWords('XTOE only', ['XTO'])).toEqual([]);
    expect(findWatchedWords('redbud   land co', ['Redbud Land Co'])).toEqual(['Redbud Land Co']);
    expect(findWatchedWords('a (b) c', ['(b)', '  '])).toEqual(['(b)']);
  });

  it('lists at most three matches of one rule and counts the rest', () => {
    const text = '405-555-0001, 405-555-0002, 405-555-0003, 405-555-0004, 405-555-0005';
    expect(findRuleHits(text)[0]?.detail).toMatch(/^Phone number: .* and 2 more$/);
  });

  it('screens a 50,000-character post of any shape in well under a second (no quadratic pattern)', () => {
    const names = Array.from({ length: 300 }, (_, i) => `Company ${i}`);
    for (const unit of ['a', '1', 'a.', '1 ', 'x at ', '12 Main ', '405-']) {
      const started = performance.now();
      findRuleHits(unit.repeat(Math.ceil(50_000 / unit.length)), names);
      expect(performance.now() - started, JSON.stringify(unit)).toBeLessThan(1000);
    }
  });

  it('finds nothing in empty or whitespace text', () => {
    expect(findRuleHits('', WATCHED)).toEqual([]);
    expect(findRuleHits('   \n ', WATCHED)).toEqual([]);
  });
});
