const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** "4.5 (2 reviews)", or "No reviews yet" before the first visible review. */
export function ratingText(overallRating: number | null, totalReviews: number): string {
  return overallRating === null ? 'No reviews yet' : `${overallRating.toFixed(1)} (${reviewCount(totalReviews)})`;
}
