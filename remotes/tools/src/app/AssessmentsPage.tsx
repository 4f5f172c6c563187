import '../i18n';
import { paths } from '@csan/shared-auth/paths';
import { NotFoundPage } from '@csan/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { AssessmentFrame } from '../components/AssessmentFrame';
import { AssessmentList } from '../features/assessments/AssessmentList';
import { NewAssessmentPage } from '../features/assessments/NewAssessmentPage';
import { EditorPage } from '../features/editor/EditorPage';
import { ReportPage } from '../features/report/ReportPage';
import { ResultsPage } from '../features/results/ResultsPage';
import { TeamPage } from '../features/team/TeamPage';

/**
 * `/assessments/*` on the tools host: the shell renders this page (behind the area gate) for
 * /assessments and every path under it; these routes pick the list, the new form, or one
 * assessment's section. Unknown paths show the portal's 404 page.
 */
export default function AssessmentsPage() {
  return (
    <Routes>
      <Route index element={<AssessmentList />} />
      <Route path="new" element={<NewAssessmentPage />} />
      <Route
        path=":id"
        element={
          <AssessmentFrame section="answers">{(ctx) => <EditorPage {...ctx} />}</AssessmentFrame>
        }
      />
      <Route
        path=":id/team"
        element={<AssessmentFrame section="team">{(ctx) => <TeamPage {...ctx} />}</AssessmentFrame>}
      />
      <Route
        path=":id/results"
        element={
          <AssessmentFrame section="results">{(ctx) => <ResultsPage {...ctx} />}</AssessmentFrame>
        }
      />
      <Route
        path=":id/report"
        element={
          <AssessmentFrame section="report">{(ctx) => <ReportPage {...ctx} />}</AssessmentFrame>
        }
      />
      <Route path="*" element={<NotFoundPage homePath={paths.home()} />} />
    </Routes>
  );
}
