import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { setupUser } from '@lexa/testing';
import { UiProviders } from '../UiProviders';
import { useToasts } from '../toasts';

function Actions() {
  const { message, notification, modal } = useToasts();
  return (
    <>
      <button onClick={() => notification.error({ title: 'Save failed', description: 'Try again.' })}>fail</button>
      <button onClick={() => message.success('Saved')}>save</button>
      <button onClick={() => modal.confirm({ title: 'Delete this user?', okText: 'Delete' })}>ask</button>
      <button onClick={() => notification.destroy()}>close</button>
    </>
  );
}

describe('toasts', () => {
  it('shows toasts asked for before and after the toast code has loaded, one at a time', async () => {
    const user = setupUser();
    render(
      <UiProviders>
        <Actions />
      </UiProviders>,
    );

    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getByText('Try again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Delete this user?');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('closes nothing when nothing has been shown yet', async () => {
    render(
      <UiProviders>
        <Actions />
      </UiProviders>,
    );
    await setupUser().click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a screen rendered without the providers', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Actions />)).toThrow('useToasts() needs UiProviders');
  });
});
