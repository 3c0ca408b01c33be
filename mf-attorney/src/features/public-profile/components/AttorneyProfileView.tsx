import { Card, Flex, Typography } from 'antd';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { LinkedInLink } from '../../../shared/components/LinkedInLink';
import { TagList } from '../../../shared/components/TagList';
import type { PublicAttorneyProfile } from '../api/public-profile';
import { referralPath } from '../referral-path';
import { AttorneyProfileHeader } from './AttorneyProfileHeader';

export interface AttorneyProfileViewProps {
  profile: PublicAttorneyProfile;
}

export function AttorneyProfileView({ profile }: AttorneyProfileViewProps) {
  const requestHelpPath = referralPath(profile.slug);
  const years = profile.yearsExperience;

  return (
    <Flex
      vertical
      gap="large"
      style={{ maxWidth: 800, margin: '0 auto', padding: 24 }}
      data-testid="attorney-public-profile"
    >
      <Card>
        <AttorneyProfileHeader
          profile={profile}
          verifiedLabel="Verified"
          extra={
            <ButtonLink type="primary" size="large" to={requestHelpPath} data-testid="attorney-request-help">
              Request Legal Help
            </ButtonLink>
          }
        >
          <Typography.Text type="secondary">
            {years} {years === 1 ? 'year' : 'years'} of experience
          </Typography.Text>
          <LinkedInLink url={profile.linkedinUrl} />
        </AttorneyProfileHeader>
        {profile.bio && (
          <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0 }}>{profile.bio}</Typography.Paragraph>
        )}
      </Card>
      <Card title="Bar Admissions">
        <TagList items={profile.barJurisdictions} emptyText="No bar admissions listed" />
      </Card>
      <Card title="Practice Areas">
        <TagList items={profile.practiceAreas} emptyText="No practice areas listed" />
      </Card>
      <Card>
        <Flex vertical align="center" gap="small" style={{ textAlign: 'center' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            Need help with a legal matter?
          </Typography.Title>
          <Typography.Text type="secondary">
            Tell us what you need and {profile.displayName} and our team will get back to you.
          </Typography.Text>
          <ButtonLink type="primary" size="large" to={requestHelpPath} data-testid="attorney-start-request">
            Start Your Legal Request
          </ButtonLink>
        </Flex>
      </Card>
    </Flex>
  );
}
