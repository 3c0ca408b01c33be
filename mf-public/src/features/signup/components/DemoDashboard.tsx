import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Badge, Button, Card, Col, Flex, Progress, Row, Statistic, Tag, Typography } from 'antd';
import { STATUS_LABELS, STATUS_PROGRESS } from '@lexa/common';
import {
  DEMO_FILES,
  DEMO_KEY_FEATURES,
  DEMO_MATTERS,
  DEMO_MESSAGES,
  DEMO_QUICK_ACTIONS,
  DEMO_SERVICES,
  DEMO_STATS,
} from '../constants/demo-dashboard-content';

const { Text, Title } = Typography;
const HALF = { xs: 24, lg: 12 } as const;
const THIRD = { xs: 24, lg: 8 } as const;

/** A static preview of the client workspace; every figure on it is sample content. */
export function DemoDashboard() {
  return (
    <Flex vertical gap={24} style={{ padding: 24, maxWidth: 1200, margin: '0 auto' }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={8}>
          <Title level={3} style={{ margin: 0 }}>
            Lexa
          </Title>
          <Tag>Sample dashboard</Tag>
        </Flex>
        <Flex gap={8}>
          <Button icon={<MessageOutlined />}>Messages</Button>
          <Button icon={<UserOutlined />}>Profile</Button>
        </Flex>
      </Flex>

      <Row gutter={[16, 16]}>
        {DEMO_STATS.map((stat) => (
          <Col key={stat.title} xs={24} sm={12} lg={6}>
            <Card>
              <Statistic title={stat.title} value={stat.value} />
              <Text type="secondary">{stat.caption}</Text>
            </Card>
          </Col>
        ))}
      </Row>

      <Row gutter={[16, 16]}>
        <Col {...HALF}>
          <Card
            title="My Requests"
            extra={
              <Button size="small" icon={<PlusOutlined />}>
                New Request
              </Button>
            }
          >
            <Flex vertical gap={16}>
              {DEMO_MATTERS.map((matter) => (
                <div key={matter.number}>
                  <Flex justify="space-between" gap={8}>
                    <Text strong>{matter.title}</Text>
                    <Text type="secondary">{matter.number}</Text>
                  </Flex>
                  <Text type="secondary">{STATUS_LABELS[matter.status]}</Text>
                  <Progress percent={STATUS_PROGRESS[matter.status]} size="small" />
                </div>
              ))}
              <Button type="link">View All Requests</Button>
            </Flex>
          </Card>
        </Col>
        <Col {...HALF}>
          <Card title="Messages" extra={<Badge status="success" text="Online" />}>
            <Flex vertical gap={16}>
              {DEMO_MESSAGES.map((message) => (
                <div key={message.text}>
                  <Flex justify="space-between" gap={8}>
                    <Text strong>{message.from}</Text>
                    <Text type="secondary">{message.time}</Text>
                  </Flex>
                  <Text>{message.text}</Text>
                </div>
              ))}
              <Button type="link">View All Messages</Button>
            </Flex>
          </Card>
        </Col>
        <Col {...HALF}>
          <Card
            title="My Files"
            extra={
              <Button size="small" icon={<UploadOutlined />}>
                Upload
              </Button>
            }
          >
            <Flex vertical gap={12}>
              {DEMO_FILES.map((file) => (
                <Flex key={file.name} justify="space-between" gap={8}>
                  <Text>
                    <FileTextOutlined /> {file.name}
                  </Text>
                  <Text type="secondary">{file.size}</Text>
                </Flex>
              ))}
              <Button type="link">View All Files</Button>
            </Flex>
          </Card>
        </Col>
        <Col {...HALF}>
          <Card title="Quick Actions">
            <Row gutter={[12, 12]}>
              {DEMO_QUICK_ACTIONS.map(({ label, icon: Icon }) => (
                <Col key={label} span={12}>
                  <Button block icon={<Icon />}>
                    {label}
                  </Button>
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        {DEMO_SERVICES.map((service) => (
          <Col key={service.title} {...THIRD}>
            <Card title={service.title} style={{ height: '100%' }}>
              <Text>{service.text}</Text>
            </Card>
          </Col>
        ))}
        <Col {...THIRD}>
          <Card title="Key Features" style={{ height: '100%' }}>
            <Flex vertical gap={8}>
              {DEMO_KEY_FEATURES.map((feature) => (
                <Text key={feature}>
                  <CheckCircleOutlined /> {feature}
                </Text>
              ))}
            </Flex>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
