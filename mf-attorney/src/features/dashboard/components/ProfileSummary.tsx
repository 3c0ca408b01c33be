import { Card, Descriptions, Empty, Typography } from 'antd';
import { Link } from '@lexa/router';
import type { AttorneyProfile } from '@lexa/common';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { LinkedInLink } from '../../../shared/components/LinkedInLink';
import { TagList } from '../../../shared/components/TagList';

export interface ProfileSummaryProps {
  profile: AttorneyProfile | null;
}

export function ProfileSummary({ profile }: ProfileSummaryProps) {
  if (!profile) {
    return (
      <Empty description="You have not created a profile yet" data-testid="attorney-no-profile">
        <ButtonLink type="primary" to="/attorney/profile/create">
          Create Profile
        </ButtonLink>
      </Empty>
    );
  }

  const publicPath = `/attorney/${encodeURIComponent(profile.slug)}`;
  return (
    <Card
      title="Your Profile"
      data-testid="attorney-profile-summary"
      extra={<ButtonLink to="/attorney/profile/edit">Edit Profile</ButtonLink>}
    >
      <Descriptions
        bordered
        column={1}
        items={[
          { key: 'name', label: 'Display Name', children: profile.displayName },
          { key: 'experience', label: 'Years of Experience', children: profile.yearsExperience },
          {
            key: 'bio',
            label: 'Bio',
            children: profile.bio || <Typography.Text type="secondary">No bio yet</Typography.Text>,
          },
          {
            key: 'areas',
            label: 'Practice Areas',
            children: <TagList items={profile.practiceAreas} emptyText="No practice areas listed" />,
          },
          {
            key: 'bars',
            label: 'Bar Admissions',
            children: <TagList items={profile.barJurisdictions} emptyText="No bar admissions listed" />,
          },
          { key: 'linkedin', label: 'LinkedIn', children: <LinkedInLink url={profile.linkedinUrl} /> },
          {
            key: 'public',
            label: 'Public Profile',
            children: profile.isPublic ? (
              <Link to={publicPath} data-testid="attorney-public-link">
                {publicPath}
              </Link>
            ) : (
              <Typography.Text type="secondary">Private</Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}
