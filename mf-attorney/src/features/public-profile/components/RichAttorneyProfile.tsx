import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import { Button, Card, Col, Flex, Rate, Row, Typography } from 'antd';
import { formatDate } from '@lexa/common';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { LinkedInLink } from '../../../shared/components/LinkedInLink';
import { TagList } from '../../../shared/components/TagList';
import { practiceAreaIcon } from '../../../shared/practice-areas';
import { ratingText } from '../../../shared/rating';
import { httpUrlOrNull } from '../../../shared/utils/http-url';
import type { PublicAttorneyProfile } from '../api/public-profile';
import { repliesIn } from '../response-time';
import { AttorneyProfileHeader } from './AttorneyProfileHeader';
import { ExpandableBio } from './ExpandableBio';
import { VideoIntroduction } from './VideoIntroduction';

export interface RichAttorneyProfileProps {
  profile: PublicAttorneyProfile;
}

const TRUST = [
  { label: 'Verified', icon: <SafetyCertificateOutlined /> },
  { label: 'Insured', icon: <SafetyOutlined /> },
  { label: 'Licensed', icon: <AuditOutlined /> },
];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** /attorney/profile/{slug}: the rich profile (spec §2.5), every figure from the attorney's real data. */
export function RichAttorneyProfile({ profile }: RichAttorneyProfileProps) {
  const licensedStates = new Set(profile.barJurisdictions).size;
  const booking = httpUrlOrNull(profile.calendlyLink);
  const replies = repliesIn(profile.averageResponseTime);

  return (
    <Flex
      vertical
      gap="large"
      style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}
      data-testid="attorney-rich-profile"
    >
      <Card>
        <AttorneyProfileHeader profile={profile} verifiedLabel="Verified Attorney">
          <Typography.Text type="secondary">
            {plural(profile.yearsExperience, 'year', 'years')} of experience ·{' '}
            <span data-testid="attorney-licensed-states">
              {plural(licensedStates, 'licensed state', 'licensed states')}
            </span>
          </Typography.Text>
          <Typography.Text data-testid="attorney-rating">
            <StarFilled style={{ color: '#faad14' }} /> {ratingText(profile.overallRating, profile.totalReviews)}
          </Typography.Text>
          {replies && (
            <Typography.Text type="secondary" data-testid="attorney-response-time">
              <ClockCircleOutlined /> {replies}
            </Typography.Text>
          )}
          <LinkedInLink url={profile.linkedinUrl} />
        </AttorneyProfileHeader>
        <Flex gap="small" wrap style={{ marginTop: 16 }}>
          <ButtonLink type="primary" size="large" to="/client/request" style={{ minHeight: 44 }}>
            Get Legal Help
          </ButtonLink>
          {booking && (
            <Button
              size="large"
              icon={<CalendarOutlined />}
              href={booking}
              target="_blank"
              rel="noopener noreferrer"
              style={{ minHeight: 44 }}
            >
              Book Consultation
            </Button>
          )}
          <VideoIntroduction url={profile.videoIntroUrl} displayName={profile.displayName} />
        </Flex>
      </Card>
      {profile.bio && (
        <Card title="About">
          <ExpandableBio bio={profile.bio} />
        </Card>
      )}
      <Card title="Bar Jurisdictions">
        <TagList items={profile.barJurisdictions} emptyText="No bar admissions listed" />
      </Card>
      <Card title="Practice Areas">
        <Row gutter={[12, 12]}>
          {profile.practiceAreas.map((area) => (
            <Col key={area} xs={12} md={8}>
              <Card size="small" data-testid="practice-area">
                <Flex gap="small" align="center">
                  <span style={{ fontSize: 22 }}>{practiceAreaIcon(area)}</span>
                  {area}
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      </Card>
      {profile.reviews.length > 0 && (
        <Card title="Client Reviews">
          <Flex vertical gap="middle">
            {profile.reviews.map((review) => (
              <Flex key={review.id} vertical gap={2} data-testid="attorney-review">
                <Rate disabled value={review.rating} aria-label={`${review.rating} of 5 stars`} />
                {review.comment && <Typography.Text>{review.comment}</Typography.Text>}
                <Typography.Text type="secondary">{formatDate(review.createdAt)}</Typography.Text>
              </Flex>
            ))}
          </Flex>
        </Card>
      )}
      <Flex justify="center" gap="large" wrap data-testid="attorney-trust">
        {TRUST.map(({ label, icon }) => (
          <Flex key={label} vertical align="center" gap={4}>
            <span style={{ fontSize: 28, color: '#52c41a' }}>{icon}</span>
            <Typography.Text>{label}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
