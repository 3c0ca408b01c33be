import {
  ATTORNEY_REFERRAL_PRESET,
  CHAT_CHIPS,
  PRESET_MESSAGES,
  attorneyReferralMessage,
  isChatPreset,
} from './presets';
import { SEARCH_RESULTS_LIMIT, searchServices } from './search';
import { SERVICES } from './services';
import { SERVICE_TOPICS } from './topics';

describe('service catalogue', () => {
  it('holds about 200 suggestions with unique labels and messages', () => {
    expect(SERVICES.length).toBeGreaterThanOrEqual(190);
    expect(new Set(SERVICES.map((s) => s.label.toLowerCase())).size).toBe(SERVICES.length);
    expect(new Set(SERVICES.map((s) => s.message)).size).toBe(SERVICES.length);
  });

  it('writes every entry as a short label and a natural first message', () => {
    for (const service of SERVICES) {
      expect(service.label.length).toBeGreaterThan(2);
      expect(service.label.length).toBeLessThanOrEqual(40);
      expect(service.message).toMatch(/^[A-Z].{15,160}[.?!]$/);
      expect(service.message).not.toContain('  ');
    }
  });

  it('covers every topic, incorporation in several countries, and funding documents', () => {
    const topics = new Set(SERVICES.map((s) => s.topic));
    expect([...topics].sort()).toEqual(SERVICE_TOPICS.map((t) => t.id).sort());
    for (const topic of SERVICE_TOPICS)
      expect(SERVICES.filter((s) => s.topic === topic.id).length).toBeGreaterThanOrEqual(8);
    const formation = SERVICES.filter((s) => s.topic === 'incorporation')
      .map((s) => s.label)
      .join(' ');
    for (const place of ['Delaware', 'UK', 'Canada', 'Singapore', 'UAE', 'Germany', 'India', 'Australia'])
      expect(formation).toContain(place);
    const funding = SERVICES.filter((s) => s.topic === 'funding')
      .map((s) => s.label)
      .join(' ');
    for (const document of ['SAFE', 'Convertible Note', 'Term Sheet']) expect(funding).toContain(document);
  });
});

describe('searchServices', () => {
  it('matches label and message case-insensitively', () => {
    expect(searchServices('nda REVIEW')[0]!.label).toBe('NDA Review');
    expect(searchServices('GmBh').map((s) => s.label)).toContain('Germany GmbH Formation');
    // "freelancer" appears only in messages.
    expect(searchServices('freelancer').map((s) => s.label)).toEqual(
      expect.arrayContaining(['Independent Contractor Agreement', 'Germany Self-Employment Visa']),
    );
  });

  it('needs every word but not their order, and ranks label matches first', () => {
    expect(searchServices('llc delaware')[0]!.label).toBe('Delaware LLC Formation');
    const labelHits = searchServices('contract', 100).map((s) => s.label.toLowerCase().includes('contract'));
    expect(labelHits).toContain(false);
    expect(labelHits.indexOf(false)).toBeGreaterThan(labelHits.lastIndexOf(true));
  });

  it('finds nothing for a blank query or an unknown word', () => {
    expect(searchServices('')).toEqual([]);
    expect(searchServices('   ')).toEqual([]);
    expect(searchServices('xylophone quantum')).toEqual([]);
  });

  it('returns at most 20 results by default, and honours a smaller limit', () => {
    expect(SEARCH_RESULTS_LIMIT).toBe(20);
    expect(SERVICES.filter((s) => `${s.label} ${s.message}`.toLowerCase().includes('a')).length).toBeGreaterThan(20);
    expect(searchServices('a')).toHaveLength(20);
    expect(searchServices('agreement', 5)).toHaveLength(5);
    expect(searchServices('agreement', 0)).toEqual([]);
  });
});

describe('presets and chips', () => {
  it('has the eight named presets, each with one fixed message', () => {
    expect(Object.keys(PRESET_MESSAGES).sort()).toEqual([
      'business-law',
      'consultation',
      'contract-dispute',
      'contract-review',
      'employment-law',
      'intellectual-property',
      'legal-advice',
      'real-estate',
    ]);
    expect(new Set(Object.values(PRESET_MESSAGES)).size).toBe(8);
    expect(isChatPreset('real-estate')).toBe(true);
    expect(isChatPreset(ATTORNEY_REFERRAL_PRESET)).toBe(false);
    expect(isChatPreset('toString')).toBe(false);
  });

  it('names the attorney from a slug or a display name', () => {
    expect(attorneyReferralMessage('jordan-reyes')).toContain('Jordan Reyes');
    expect(attorneyReferralMessage('Jordan Reyes, Esq.')).toContain('Jordan Reyes, Esq.');
    expect(attorneyReferralMessage('  ')).toMatch(/attorney profile page/);
  });

  it('maps the three chips to canned messages', () => {
    expect(CHAT_CHIPS.map((c) => c.label)).toEqual(['Contract Review', 'Legal Advice', 'Book Consultation']);
    expect(CHAT_CHIPS[2].message).toBe(PRESET_MESSAGES.consultation);
  });
});
