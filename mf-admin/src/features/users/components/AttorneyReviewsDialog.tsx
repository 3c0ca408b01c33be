import { Button, Empty, Flex, Modal, Rate, Spin, Tag, Typography } from 'antd';
import { formatDate, type Review, type StaffAttorney } from '@lexa/common';
import { TAP_TARGET } from '@lexa/common/ui';
import { useAttorneyReviews, useReviewVisibility } from '../hooks/use-attorney-reviews';

export interface AttorneyReviewsDialogProps {
  /** The attorney whose reviews are open; null keeps the dialog closed. */
  attorney: StaffAttorney | null;
  onClose(): void;
}

const nameOf = (attorney: StaffAttorney) => [attorney.firstName, attorney.lastName].filter(Boolean).join(' ');

/**
 * Staff moderate an attorney's client reviews: a hidden one leaves the public profile and its rating, and can be
 * shown again.
 */
export function AttorneyReviewsDialog({ attorney, onClose }: AttorneyReviewsDialogProps) {
  const reviews = useAttorneyReviews(attorney?.id ?? null);
  return (
    <Modal
      title={attorney ? `Reviews of ${nameOf(attorney)}` : 'Reviews'}
      open={attorney !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {reviews.isError ? (
        <Typography.Text type="danger">Failed to load reviews</Typography.Text>
      ) : !reviews.data ? (
        <Flex justify="center">
          <Spin />
        </Flex>
      ) : reviews.data.length === 0 ? (
        <Empty description="No reviews yet" />
      ) : (
        <Flex vertical gap="middle" data-testid="admin-attorney-reviews">
          {reviews.data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </Flex>
      )}
    </Modal>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const visibility = useReviewVisibility();
  return (
    <Flex
      justify="space-between"
      align="center"
      gap="small"
      data-testid="admin-attorney-review"
      data-hidden={review.hidden}
    >
      <Flex vertical gap={2}>
        <Flex gap="small" align="center" wrap>
          <Rate disabled value={review.rating} aria-label={`${review.rating} of 5 stars`} />
          {review.hidden && <Tag>Hidden</Tag>}
        </Flex>
        {review.comment && <Typography.Text>{review.comment}</Typography.Text>}
        <Typography.Text type="secondary">{formatDate(review.createdAt)}</Typography.Text>
      </Flex>
      <Button
        style={TAP_TARGET}
        loading={visibility.isPending}
        onClick={() => visibility.mutate({ reviewId: review.id, hidden: !review.hidden })}
      >
        {review.hidden ? 'Show' : 'Hide'}
      </Button>
    </Flex>
  );
}
