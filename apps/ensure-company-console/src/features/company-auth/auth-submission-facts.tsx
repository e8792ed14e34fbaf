// The authentication data as submitted, with links to its documents: the company's result page
// and the operators' review desk show the same blocks.
import type { CompanyAuthInfo } from '@bht/api-client';
import { DetailSection, resolveImageUrl, StoredPicture } from '@bht/ui';
import { runtimeConfig } from '../../app/api';

type Data = Pick<CompanyAuthInfo, 'basic' | 'identity' | 'qualifications' | 'seal'>;

export function DocumentLink({ url, label }: { url: string | null | undefined; label: string }) {
  if (!url) return <>未上传</>;
  return (
    <a href={resolveImageUrl(url, runtimeConfig.imageHost)} target="_blank" rel="noreferrer">
      查看{label}
    </a>
  );
}

export function AuthSubmissionFacts({ data }: { data: Data }) {
  const { basic, identity, qualifications, seal } = data;
  const person = identity?.role === 'agent' ? '经办人' : '法定代表人';
  return (
    <>
      <DetailSection
        title="机构基本信息"
        items={[
          { label: '机构名称', value: basic?.name },
          { label: '统一社会信用代码', value: basic?.credit_code },
          { label: '机构地址', value: basic?.address },
          { label: '联系人', value: basic?.contact },
          { label: '联系电话', value: basic?.tel },
          {
            label: '营业执照',
            value: <DocumentLink url={basic?.business_license} label="营业执照" />,
          },
        ]}
      />
      <DetailSection
        title={identity ? `${person}信息` : '法定代表人信息'}
        items={[
          {
            label: '认证方式',
            value: identity
              ? identity.role === 'agent'
                ? '经办人认证'
                : '法定代表人认证'
              : undefined,
          },
          { label: '法定代表人', value: identity?.legal_person },
          { label: `${person}姓名`, value: identity?.name },
          { label: '身份证号', value: identity?.id_card },
          { label: '手机号', value: identity?.mobile },
          {
            label: '身份证人像面',
            value: <DocumentLink url={identity?.id_card_front} label="人像面" />,
          },
          {
            label: '身份证国徽面',
            value: <DocumentLink url={identity?.id_card_back} label="国徽面" />,
          },
          ...(identity?.role === 'agent'
            ? [
                {
                  label: '授权委托书',
                  value: <DocumentLink url={identity.authorization_letter} label="授权委托书" />,
                },
              ]
            : []),
        ]}
      />
      <DetailSection
        title="资质材料"
        items={[
          { label: '许可证编号', value: qualifications?.licence_no },
          {
            label: '经营许可证',
            value: <DocumentLink url={qualifications?.licence} label="许可证" />,
          },
          {
            label: '其他资质文件',
            value: qualifications?.other_files.length
              ? qualifications.other_files.map((url, i) => (
                  <div key={url}>
                    <DocumentLink url={url} label={`文件 ${i + 1}`} />
                  </div>
                ))
              : '无',
          },
        ]}
      />
      <DetailSection
        title="电子印章"
        items={[
          {
            label: '印章图片',
            value: seal ? (
              <StoredPicture
                path={seal.seal_image}
                imageHost={runtimeConfig.imageHost}
                alt="电子印章"
                pdfLabel="查看 PDF 电子印章"
                width={120}
                height={120}
                style={{ objectFit: 'contain', background: '#f7f8fa' }}
              />
            ) : (
              '未上传'
            ),
          },
        ]}
      />
    </>
  );
}
