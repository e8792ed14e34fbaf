// STORAGE_URL: where stored files live when they are not in the local folder UPLOAD_DIR.
//   s3://[ACCESS_KEY_ID:SECRET@]bucket[/prefix][?endpoint=https://host:port&region=…&forcePathStyle=true|false]
// Without credentials in the URL the AWS SDK's standard chain is used (AWS_ACCESS_KEY_ID /
// AWS_SECRET_ACCESS_KEY, profile, instance role). Errors are one line, Chinese / English, and
// never repeat the secret.

export interface S3StorageSetting {
  bucket: string;
  /** Prepended to every key: '' or 'segment/…/'. */
  prefix: string;
  /** An S3-compatible server (MinIO, OSS, COS, s3rver…); absent for AWS S3 itself. */
  endpoint?: string;
  /** Absent: AWS_REGION, else us-east-1 (see S3FileStorage). */
  region?: string;
  /** Bucket in the path (`host/bucket/key`) instead of the host name; default on with a custom endpoint. */
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const PARAMETERS = ['endpoint', 'region', 'forcePathStyle'];
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^(?:[A-Za-z0-9_-]{1,64}\/)*$/;
const REGION = /^[a-z0-9-]{2,40}$/;

const FORMAT_ERROR =
  '应为 s3://存储桶[/前缀][?endpoint=http://主机:端口]，不设置则使用本地目录 UPLOAD_DIR / ' +
  'expected s3://bucket[/prefix][?endpoint=http://host:port]; leave it unset to use the local folder UPLOAD_DIR';

export function parseStorageUrl(value: string): { setting: S3StorageSetting } | { error: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: FORMAT_ERROR };
  }
  if (url.protocol !== 's3:' || !url.hostname || url.port || url.hash)
    return { error: FORMAT_ERROR };

  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) {
    return {
      error: `存储桶名 "${bucket}" 不合法，应为 3–63 位小写字母、数字、点或连字符 / bucket name "${bucket}" is invalid: 3–63 lowercase letters, digits, dots or hyphens`,
    };
  }
  const prefix = url.pathname.replace(/^\/+/, '').replace(/([^/])$/, '$1/');
  if (!PREFIX.test(prefix)) {
    return {
      error:
        '前缀不合法，每段只能包含字母、数字、下划线或连字符 / the prefix is invalid: segments of letters, digits, "_" or "-"',
    };
  }

  const unknown = [...url.searchParams.keys()].find((name) => !PARAMETERS.includes(name));
  if (unknown !== undefined) {
    return {
      error: `不支持的参数 "${unknown}"，可用 ${PARAMETERS.join('、')} / unknown parameter "${unknown}"; use ${PARAMETERS.join(', ')}`,
    };
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !isPlainHttpUrl(endpoint)) {
    return {
      error:
        'endpoint 应为 http:// 或 https:// 开头的地址，且不含账号密码 / endpoint must be an http:// or https:// address without credentials',
    };
  }
  const region = url.searchParams.get('region') ?? undefined;
  if (region !== undefined && !REGION.test(region)) {
    return {
      error:
        'region 不合法，应为小写字母、数字和连字符，如 us-east-1 / region is invalid: lowercase letters, digits and hyphens, e.g. us-east-1',
    };
  }
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') {
    return { error: 'forcePathStyle 只能是 true 或 false / forcePathStyle must be true or false' };
  }

  const credentials = credentialsOf(url);
  if (credentials === 'incomplete') {
    return {
      error:
        '访问密钥需同时写 ID 和密码（s3://ID:密码@存储桶，特殊字符需 URL 编码），或都不写以使用 AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / ' +
        'give both the access key ID and the secret (s3://ID:SECRET@bucket, URL-encoded), or neither to use AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY',
    };
  }
  return {
    setting: {
      bucket,
      prefix,
      endpoint,
      region,
      forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
      credentials,
    },
  };
}

function isPlainHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

function credentialsOf(url: URL): S3StorageSetting['credentials'] | 'incomplete' {
  if (!url.username && !url.password) return undefined;
  try {
    const accessKeyId = decodeURIComponent(url.username);
    const secretAccessKey = decodeURIComponent(url.password);
    return accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : 'incomplete';
  } catch {
    return 'incomplete';
  }
}
