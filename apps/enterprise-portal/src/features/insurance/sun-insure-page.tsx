// /sun_insure (投标保证保险): the tab 投保 picks a tender (?project_id=, or the project search) and
// lists the insurers' products with their quotes for its bid bond; the tab 我的保单 lists the
// enterprise's policies. Tab, project, status filter and page live in the URL.
import { Button, Card, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { Alert, QueryState, useIsMobile } from '@bht/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { idParam } from '../letters/apply-steps';
import { isClosed, ProjectFacts } from '../letters/project-facts';
import { useProject } from '../letters/use-apply-queries';
import { insurancePaths, type InsureTab } from './insurance-paths';
import { PolicyList } from './policy-list';
import { ProductList } from './product-list';
import { ProjectPicker } from './project-picker';

function ProjectProducts({ projectId }: { projectId: number }) {
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const project = useProject(projectId);
  const closed = project.data ? isClosed(project.data) : false;
  return (
    <QueryState query={project}>
      {project.data && (
        <>
          <ProjectFacts
            project={project.data}
            layout={mobile ? 'mobile' : 'desktop'}
            title="投保项目"
          />
          <div style={{ marginBottom: 16 }}>
            <Button onClick={() => void navigate(insurancePaths.products())}>更换项目</Button>
          </div>
          {closed && (
            <Alert
              type="error"
              content="该项目已截止投标，不能再投保投标保证保险。"
              style={{ marginBottom: 16 }}
            />
          )}
          <ProductList
            projectId={projectId}
            bidBond={project.data.bid_bond_amount}
            closed={closed}
          />
        </>
      )}
    </QueryState>
  );
}

export default function SunInsurePage({ title }: { title: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab: InsureTab = params.get('tab') === 'policies' ? 'policies' : 'products';
  const projectId = idParam(params.get('project_id'));
  return (
    <Card bordered={false} title={title}>
      <Tabs
        activeTab={tab}
        onChange={(key) =>
          void navigate(
            key === 'policies' ? insurancePaths.policies() : insurancePaths.products(projectId),
          )
        }
      >
        <Tabs.TabPane key="products" title="投保">
          {tab === 'products' &&
            (projectId === null ? (
              <ProjectPicker
                onPick={(project) => void navigate(insurancePaths.products(project.id))}
              />
            ) : (
              <ProjectProducts projectId={projectId} />
            ))}
        </Tabs.TabPane>
        <Tabs.TabPane key="policies" title="我的保单">
          {tab === 'policies' && <PolicyList />}
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
