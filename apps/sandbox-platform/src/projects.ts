// The fake platform's projects and their 标段 (bid sections): realistic sample data; dates are set
// relative to the start so the deposit deadline is always ahead.

export interface Section {
  /** The 标段's unique id on the platform (江西 `projectGuid`). */
  guid: string;
  /** 标段编号 (江西 `projectNo`, Epoint `biaoduanno`). */
  no: string;
  name: string;
  /** 投标保证金, yuan with 2 places. */
  deposit: string;
  depositStart: Date;
  depositEnd: Date;
  openTime: Date;
  /** When the platform opened the 标段's bids (Epoint 开标 sent to its applications); null before. */
  openedAt: string | null;
}

export interface Project {
  no: string;
  name: string;
  region: string;
  tenderer: { name: string; creditCode: string; address: string };
  sections: Section[];
}

const DAY = 86_400_000;

/** A China-time day `offset` days from `start`, at `hour`:00. */
function dayAt(start: Date, offset: number, hour: number): Date {
  const chinaMidnight = Math.floor((start.getTime() + 8 * 3600_000) / DAY) * DAY - 8 * 3600_000;
  return new Date(chinaMidnight + offset * DAY + hour * 3600_000);
}

export function sampleProjects(start: Date): Project[] {
  const section = (
    guid: string,
    no: string,
    name: string,
    deposit: string,
    days: number,
  ): Section => ({
    guid,
    no,
    name,
    deposit,
    depositStart: dayAt(start, -3, 9),
    depositEnd: dayAt(start, days, 9),
    openTime: dayAt(start, days, 9),
    openedAt: null,
  });
  return [
    {
      no: 'JXGC2026-0311',
      name: '南昌市红谷滩区九龙湖片区道路提升改造工程',
      region: '江西省南昌市',
      tenderer: {
        name: '南昌市红谷滩城市投资集团有限公司',
        creditCode: '91360100MA35K2Q15J',
        address: '江西省南昌市红谷滩区丰和中大道 1198 号',
      },
      sections: [
        section(
          'c7a3e2b0-5f41-4d6a-9b1e-2a7f00000001',
          'JXGC2026-0311-01',
          '施工一标段',
          '800000.00',
          12,
        ),
        section(
          'c7a3e2b0-5f41-4d6a-9b1e-2a7f00000002',
          'JXGC2026-0311-02',
          '施工二标段',
          '600000.00',
          12,
        ),
      ],
    },
    {
      no: 'JXSL2026-0087',
      name: '赣江下游尾闾综合整治工程（二期）',
      region: '江西省',
      tenderer: {
        name: '江西省水利投资集团有限公司',
        creditCode: '913600001583001772',
        address: '江西省南昌市东湖区北京西路 99 号',
      },
      sections: [
        section(
          'c7a3e2b0-5f41-4d6a-9b1e-2a7f00000003',
          'JXSL2026-0087-01',
          '堤防加固标段',
          '500000.00',
          20,
        ),
      ],
    },
    {
      no: 'JXJY2026-0152',
      name: '九江市第一中学新校区教学综合楼建设项目',
      region: '江西省九江市',
      tenderer: {
        name: '九江市教育局',
        creditCode: '113600000145001294',
        address: '江西省九江市濂溪区长虹大道 188 号',
      },
      sections: [
        section(
          'c7a3e2b0-5f41-4d6a-9b1e-2a7f00000004',
          'JXJY2026-0152-01',
          '土建施工标段',
          '300000.00',
          8,
        ),
        section(
          'c7a3e2b0-5f41-4d6a-9b1e-2a7f00000005',
          'JXJY2026-0152-02',
          '监理标段',
          '50000.00',
          8,
        ),
      ],
    },
  ];
}
