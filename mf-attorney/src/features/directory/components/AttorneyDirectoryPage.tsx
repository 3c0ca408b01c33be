import UserOutlined from '@ant-design/icons/UserOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import { Alert, Avatar, Card, Col, Empty, Flex, Input, Pagination, Row, Select, Spin, Tag, Typography } from 'antd';
import { useSearchParams } from '@lexa/router';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { PRACTICE_AREAS } from '../../../shared/practice-areas';
import { ratingText } from '../../../shared/rating';
import { photoSrc } from '../../../shared/utils/http-url';
import { useDirectory } from '../hooks/use-directory';

/** /attorneys: public profiles, searched by name, practice area and state; the search lives in the address. */
export function AttorneyDirectoryPage() {
  const [params, setParams] = useSearchParams();
  const search = {
    search: params.get('search') ?? '',
    practiceArea: params.get('practiceArea') ?? '',
    state: params.get('state') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const directory = useDirectory(search);
  const update = (changes: Partial<typeof search>) => {
    const next = { ...search, page: 1, ...changes };
    const entries = Object.entries(next).filter(([key, value]) => value && !(key === 'page' && value === 1));
    setParams(Object.fromEntries(entries.map(([key, value]) => [key, String(value)])), { replace: true });
  };

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1080, margin: '0 auto', padding: 16 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Find an Attorney
      </Typography.Title>
      <Flex gap="small" wrap>
        <Input.Search
          size="large"
          placeholder="Search by name"
          defaultValue={search.search}
          onSearch={(value) => update({ search: value.trim() })}
          allowClear
          style={{ flex: '2 1 240px' }}
          aria-label="Search by name"
        />
        <Select
          size="large"
          allowClear
          placeholder="Practice area"
          value={search.practiceArea || undefined}
          onChange={(value?: string) => update({ practiceArea: value ?? '' })}
          options={PRACTICE_AREAS.map((area) => ({ value: area, label: area }))}
          style={{ flex: '1 1 180px' }}
          aria-label="Practice area"
        />
        <Input.Search
          size="large"
          placeholder="State"
          defaultValue={search.state}
          onSearch={(value) => update({ state: value.trim() })}
          allowClear
          style={{ flex: '1 1 160px' }}
          aria-label="State"
        />
      </Flex>
      {directory.isError && <Alert type="error" showIcon title="Failed to load attorneys. Please try again." />}
      {directory.isPending ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" />
        </Flex>
      ) : directory.data?.profiles.length ? (
        <Row gutter={[16, 16]}>
          {directory.data.profiles.map((profile) => (
            <Col key={profile.slug} xs={24} md={12} lg={8}>
              <Card style={{ height: '100%' }} data-testid="directory-card">
                <Flex vertical gap="small">
                  <Flex gap="middle" align="center">
                    <Avatar
                      size={64}
                      src={photoSrc(profile.profilePhotoUrl)}
                      icon={<UserOutlined />}
                      alt={profile.displayName}
                    />
                    <Flex vertical>
                      <Typography.Text strong style={{ fontSize: 18 }}>
                        {profile.displayName}
                      </Typography.Text>
                      <Typography.Text type="secondary">
                        {profile.yearsExperience} {profile.yearsExperience === 1 ? 'year' : 'years'} of experience
                      </Typography.Text>
                    </Flex>
                    {profile.isVerified && (
                      <Tag color="green" icon={<SafetyCertificateOutlined />}>
                        Verified
                      </Tag>
                    )}
                  </Flex>
                  <Typography.Text data-testid="directory-rating">
                    <StarFilled style={{ color: '#faad14' }} />{' '}
                    {ratingText(profile.overallRating, profile.totalReviews)}
                  </Typography.Text>
                  <Typography.Text type="secondary">{profile.barJurisdictions.join(', ')}</Typography.Text>
                  <Flex gap={4} wrap>
                    {profile.practiceAreas.map((area) => (
                      <Tag key={area}>{area}</Tag>
                    ))}
                  </Flex>
                  <ButtonLink
                    type="primary"
                    size="large"
                    to={`/attorney/profile/${profile.slug}`}
                    style={{ minHeight: 44 }}
                  >
                    View Profile
                  </ButtonLink>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      ) : (
        <Empty description="No attorneys match your search" />
      )}
      {directory.data && directory.data.total > directory.data.pageSize && (
        <Pagination
          align="center"
          current={search.page}
          pageSize={directory.data.pageSize}
          total={directory.data.total}
          onChange={(page) => update({ page })}
          showSizeChanger={false}
        />
      )}
    </Flex>
  );
}
