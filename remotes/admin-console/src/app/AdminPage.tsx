import '../i18n';
import { paths } from '@csan/shared-auth/paths';
import { NotFoundPage } from '@csan/shared-ui';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { adminPath } from '../lib/admin-path';
import { AdminDashboard } from './AdminDashboard';

// Each panel is its own chunk, loaded when its tab is first opened.
const ResourcesPanel = lazy(() => import('../features/resources/ResourcesPanel'));
const RdPanel = lazy(() => import('../features/rd/RdPanel'));
const WaitlistPanel = lazy(() => import('../features/waitlist/WaitlistPanel'));
const UsersPanel = lazy(() => import('../features/users/UsersPanel'));
const MfaSupportPanel = lazy(() => import('../features/users/MfaSupportPanel'));
const AccessRequestsPanel = lazy(() => import('../features/users/AccessRequestsPanel'));
const SubscriptionsPanel = lazy(() => import('../features/subscriptions/SubscriptionsPanel'));
const RevenuePanel = lazy(() => import('../features/revenue/RevenuePanel'));
const PricingPanel = lazy(() => import('../features/pricing/PricingPanel'));
const DiscountsPanel = lazy(() => import('../features/discounts/DiscountsPanel'));
const IntelPanel = lazy(() => import('../features/intel/IntelPanel'));
const AuditPanel = lazy(() => import('../features/audit/AuditPanel'));
const ErrorsPanel = lazy(() => import('../features/errors/ErrorsPanel'));
const MailPanel = lazy(() => import('../features/mail/MailPanel'));
const NewsletterPanel = lazy(() => import('../features/newsletter/NewsletterPanel'));

/**
 * `/admin/*`: the admin dashboard. The shell guards every path under /admin (admins only) and
 * renders this page for all of them; these routes, relative to /admin, pick the tab. A new tab
 * is a route here and an entry of ADMIN_TABS, with no change to the shell. Unknown paths show
 * the portal's 404 page.
 */
export default function AdminPage() {
  return (
    <Routes>
      <Route index element={<AdminDashboard tab="resources" panel={ResourcesPanel} />} />
      {/* The first tab's name as a path, for links that spell it out. */}
      <Route path="resources" element={<Navigate to={adminPath('')} replace />} />
      <Route path="rd" element={<AdminDashboard tab="rd" panel={RdPanel} />} />
      <Route path="waitlist" element={<AdminDashboard tab="waitlist" panel={WaitlistPanel} />} />
      <Route path="users" element={<AdminDashboard tab="users" panel={UsersPanel} />} />
      <Route
        path="users/mfa-support"
        element={<AdminDashboard tab="users" subpage="mfaSupport" panel={MfaSupportPanel} />}
      />
      <Route
        path="users/access-requests"
        element={
          <AdminDashboard tab="users" subpage="accessRequests" panel={AccessRequestsPanel} />
        }
      />
      <Route
        path="subscriptions"
        element={<AdminDashboard tab="subscriptions" panel={SubscriptionsPanel} />}
      />
      <Route path="revenue" element={<AdminDashboard tab="revenue" panel={RevenuePanel} />} />
      <Route path="pricing" element={<AdminDashboard tab="pricing" panel={PricingPanel} />} />
      <Route path="discounts" element={<AdminDashboard tab="discounts" panel={DiscountsPanel} />} />
      <Route path="intel" element={<AdminDashboard tab="intel" panel={IntelPanel} />} />
      <Route path="audit" element={<AdminDashboard tab="audit" panel={AuditPanel} />} />
      <Route path="errors" element={<AdminDashboard tab="errors" panel={ErrorsPanel} />} />
      <Route path="mail" element={<AdminDashboard tab="mail" panel={MailPanel} />} />
      <Route
        path="newsletter"
        element={<AdminDashboard tab="newsletter" panel={NewsletterPanel} />}
      />
      <Route path="*" element={<NotFoundPage homePath={paths.home()} />} />
    </Routes>
  );
}
