import { Tabs } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../components/FormAlert';
import { AUTH_NS } from '../i18n/namespace';
import { initialTab, type LoginTab, visibleTabs } from '../lib/tabs';
import { SignupForm } from '../signup/SignupForm';
import type { InvitationState } from '../signup/use-invitation';
import { WaitlistForm } from '../waitlist/WaitlistForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';

type Props = {
  invitation: InvitationState;
  token: string | null;
  tabParam: string | null;
  siteUrl: string;
};

/** Signup (valid invitation only), Login (with its forgot-password sub-view), Waitlist. */
export function LoginTabs({ invitation, token, tabParam, siteUrl }: Props) {
  const { t } = useTranslation(AUTH_NS);
  const invited = invitation.kind === 'valid';
  const tabs = visibleTabs(invited);
  const [tab, setTab] = useState<LoginTab>(() => initialTab(tabParam, invited));
  const [forgot, setForgot] = useState(false);
  // Back from the forgot-password view: focus returns to the login form's e-mail field.
  const [backFromForgot, setBackFromForgot] = useState(false);

  return (
    <>
      {invitation.kind === 'invalid' ? (
        <FormAlert status="error" message={t('signup.invalidInvitation')} />
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => {
          setTab(value as LoginTab);
          // Focus stays on the tab list while the visitor moves between tabs.
          setBackFromForgot(false);
        }}
        variant="line"
        colorPalette="brand"
        fitted
        lazyMount
        unmountOnExit
        mt="4"
      >
        <Tabs.List aria-label={t('page.tabsLabel')}>
          {tabs.map((name) => (
            <Tabs.Trigger key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {invitation.kind === 'valid' && token ? (
          <Tabs.Content value="signup">
            <SignupForm token={token} invitedEmail={invitation.email} siteUrl={siteUrl} />
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="login">
          {forgot ? (
            <ForgotPasswordForm
              siteUrl={siteUrl}
              onBack={() => {
                setForgot(false);
                setBackFromForgot(true);
              }}
            />
          ) : (
            <LoginForm focusEmail={backFromForgot} onForgotPassword={() => setForgot(true)} />
          )}
        </Tabs.Content>
        {invited ? null : (
          <Tabs.Content value="waitlist">
            <WaitlistForm />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </>
  );
}
