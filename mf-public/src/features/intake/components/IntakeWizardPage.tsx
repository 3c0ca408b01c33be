import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button, Card, Flex, Form, Progress, Tag, Typography, theme } from 'antd';
import type { ReactElement } from 'react';
import { useSession } from '@lexa/common';
import { HomeLink } from '../../../shared/components/HomeLink';
import { ScreenLoading } from '../../../shared/components/ScreenLoading';
import { useIntakeWizard } from '../hooks/use-intake-wizard';
import { AnalyzingOverlay } from './AnalyzingOverlay';
import { IntakeMotionStyles } from './IntakeMotionStyles';
import { StepSlide } from './StepSlide';
import { BudgetStep } from './steps/BudgetStep';
import { ContactStep } from './steps/ContactStep';
import { JurisdictionStep } from './steps/JurisdictionStep';
import { LegalNeedStep } from './steps/LegalNeedStep';
import { RequestDetailsStep } from './steps/RequestDetailsStep';
import type { StepProps } from './steps/step-props';
import { TimelineScopeStep } from './steps/TimelineScopeStep';

const STEPS: Record<number, (props: StepProps) => ReactElement> = {
  1: LegalNeedStep,
  2: RequestDetailsStep,
  3: JurisdictionStep,
  4: TimelineScopeStep,
  5: BudgetStep,
  6: ContactStep,
};

/** /client/request: waits for the stored session to be checked, since visitors and clients get different steps. */
export function IntakeWizardPage() {
  const checkingSession = useSession((state) => state.status === 'loading');
  return checkingSession ? <ScreenLoading /> : <IntakeWizard />;
}

function IntakeWizard() {
  const wizard = useIntakeWizard();
  const { token } = theme.useToken();
  const Step = STEPS[wizard.step];

  return (
    <Flex justify="center" style={{ minHeight: '100vh', padding: '32px 16px', overflowX: 'hidden' }}>
      <IntakeMotionStyles />
      <Card style={{ width: '100%', maxWidth: 720, alignSelf: 'flex-start' }}>
        <HomeLink />
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">
            Step {wizard.step} of {wizard.totalSteps}
          </Typography.Text>
          {wizard.signedInAs && (
            <Tag icon={<UserOutlined />} color="blue" data-testid="signed-in-badge">
              Logged in as {wizard.signedInAs}
            </Tag>
          )}
        </Flex>
        <Progress
          percent={Math.round((wizard.step / wizard.totalSteps) * 100)}
          showInfo={false}
          status="normal"
          strokeColor={token.colorPrimary}
          aria-label="Progress"
          style={{ margin: '8px 0 24px' }}
        />
        <Form layout="vertical" component="div">
          <StepSlide key={wizard.step} direction={wizard.direction}>
            <Step form={wizard.form} update={wizard.update} filesToAttachAgain={wizard.filesToAttachAgain} />
          </StepSlide>
        </Form>
        <Flex justify="space-between" style={{ marginTop: 24 }}>
          <Button
            icon={<ArrowLeftOutlined />}
            href={wizard.exitLink ?? undefined}
            onClick={wizard.exitLink ? undefined : wizard.back}
            disabled={wizard.submitting}
          >
            Back
          </Button>
          {wizard.isLastStep ? (
            <Button type="primary" disabled={!wizard.canContinue || wizard.submitting} onClick={wizard.submit}>
              {wizard.submitting ? 'Submitting...' : 'Submit Request'}
            </Button>
          ) : (
            <Button type="primary" disabled={!wizard.canContinue} onClick={() => void wizard.next()}>
              Continue
            </Button>
          )}
        </Flex>
      </Card>
      {wizard.analyzing && <AnalyzingOverlay />}
    </Flex>
  );
}
