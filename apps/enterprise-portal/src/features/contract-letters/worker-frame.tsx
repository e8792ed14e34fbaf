// The notice of a wage letter application page opened without a draft (a new tab, or after the
// application was submitted).
import { StartOver } from './application-fields';
import { workerPaths } from './contract-letter-paths';

export function NoDraft() {
  return (
    <StartOver
      paths={workerPaths}
      title="没有进行中的申报"
      description="申报信息只保存在当前浏览器窗口中，请从项目列表选择项目重新申报。"
    />
  );
}
