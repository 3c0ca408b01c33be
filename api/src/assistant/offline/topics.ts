import type { ServiceSuggestion, ServiceTopic } from '@lexa/common';
import { SERVICES } from '@lexa/common/catalogue';
import { TOPIC_GUIDES, guideFor, type TopicGuide } from './topic-guides';
import { contentTokens, keywordPattern, normalize } from './text';

export interface TopicMatch {
  guide: TopicGuide;
  score: number;
  /** The guide's keywords found in the message, to pick the guide's points that speak to it. */
  matched: { pattern: RegExp; weight: number }[];
}

export interface TopicDetection {
  /** Topics that clear the threshold and are close to the strongest, strongest first: what a reply talks about. */
  topics: TopicMatch[];
  /** Every topic with any evidence, strongest first: what a classifier weighs. */
  evidence: TopicMatch[];
  /** Catalogue services closest to the message, for grounding the answer in what we offer. */
  services: ServiceSuggestion[];
}

/** A topic needs this much evidence: one strong keyword, or two weaker signals. */
const THRESHOLD = 2;
/** A second topic is mentioned only when it is nearly as strong as the first. */
const SECONDARY_RATIO = 0.7;

const COMPILED = TOPIC_GUIDES.map((guide) => ({
  guide,
  keywords: Object.entries(guide.keywords).map(([keyword, weight]) => ({ pattern: keywordPattern(keyword), weight })),
}));

const CATALOGUE = SERVICES.map((service) => ({
  service,
  tokens: contentTokens(`${service.label} ${service.message}`),
}));

/**
 * Scores every topic by its keywords, then adds evidence from the closest catalogue services (half a point per
 * shared content word, at most two), so a message phrased like one of our services lands on that service's topic.
 */
export function detectTopics(message: string): TopicDetection {
  const text = normalize(message);
  const scores = new Map<ServiceTopic, number>();
  const matches = new Map<ServiceTopic, TopicMatch['matched']>();
  for (const { guide, keywords } of COMPILED) {
    const matched = keywords.filter(({ pattern }) => pattern.test(text));
    if (!matched.length) continue;
    matches.set(guide.topic, matched);
    scores.set(
      guide.topic,
      matched.reduce((sum, { weight }) => sum + weight, 0),
    );
  }

  const tokens = contentTokens(message);
  const overlaps = CATALOGUE.map(({ service, tokens: serviceTokens }) => {
    let shared = 0;
    for (const token of tokens) if (serviceTokens.has(token)) shared += 1;
    return { service, shared };
  })
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared);

  const boosted = new Set<ServiceTopic>();
  for (const { service, shared } of overlaps) {
    if (boosted.has(service.topic)) continue;
    boosted.add(service.topic);
    scores.set(service.topic, (scores.get(service.topic) ?? 0) + Math.min(2, shared / 2));
  }

  const evidence = [...scores.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([topic, score]) => ({ guide: guideFor(topic), score, matched: matches.get(topic) ?? [] }));
  const best = evidence[0]?.score ?? 0;
  const topics = evidence.filter(({ score }) => score >= THRESHOLD && score >= best * SECONDARY_RATIO);

  const primary = topics[0]?.guide.topic;
  const services = overlaps
    .filter(({ service, shared }) => service.topic === primary && shared >= 2)
    .slice(0, 3)
    .map(({ service }) => service);
  return { topics, evidence, services };
}
