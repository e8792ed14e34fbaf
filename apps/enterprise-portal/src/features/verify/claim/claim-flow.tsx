// 申请理赔 on /verify (public, for the beneficiary holding the letter): 1 核对保函 (number + code;
// the letter, what remains, or why no claim can be raised), 2 填写索赔 (the claim form), 3 提交完成
// (the claim number and what happens next). Loaded only when the claim tab opens.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { Alert, CompactSteps, DateTime, Money, ResultPage } from '@bht/ui';
import { useState } from 'react';
import {
  CheckLetterStep,
  LetterFacts,
  type CheckedLetter,
  type LetterKey,
} from './check-letter-step';
import { ClaimFormStep, type ClaimReceipt } from './claim-form-step';

const STEPS = ['核对保函', '填写索赔', '提交完成'] as const;

type State =
  | { step: 0; checked?: { key: LetterKey; letter: CheckedLetter } }
  | { step: 1; checked: { key: LetterKey; letter: CheckedLetter } }
  | { step: 2; receipt: ClaimReceipt };

function Receipt({ receipt }: { receipt: ClaimReceipt }) {
  return (
    <ResultPage
      status="success"
      title="索赔已提交"
      description={
        <>
          <p style={{ margin: '0 0 8px' }}>
            理赔编号：<strong>{receipt.sn}</strong>（请妥善保存）
          </p>
          <p style={{ margin: '0 0 8px' }}>
            保函编号 {receipt.letter_no}，索赔金额 <Money value={receipt.amount} />
            ，提交时间 <DateTime value={receipt.create_time} />
            ，当前状态：{receipt.status_text}。
          </p>
          <p style={{ margin: 0 }}>
            担保机构将通知投保企业并核实索赔，受理或驳回后将通过您留下的手机号与您联系；核实后按约定赔付至您填写的收款账户。
          </p>
        </>
      }
    />
  );
}

export default function ClaimFlow({ letterNo }: { letterNo: string }) {
  const [state, setState] = useState<State>({ step: 0 });
  return (
    <section aria-label="申请理赔">
      <CompactSteps label="理赔进度" titles={STEPS} current={state.step} />
      {state.step === 0 && (
        <>
          <CheckLetterStep
            initialLetterNo={state.checked?.key.letter_no ?? letterNo}
            onChecked={(key, letter) => setState({ step: 0, checked: { key, letter } })}
          />
          {state.checked && (
            <section aria-label="保函信息" style={{ marginTop: 16 }}>
              <LetterFacts letter={state.checked.letter} />
              {state.checked.letter.blocked ? (
                <Alert
                  type="warning"
                  title="该保函当前不能申请理赔"
                  content={state.checked.letter.blocked}
                />
              ) : (
                <Button
                  type="primary"
                  long
                  onClick={() => setState({ step: 1, checked: state.checked! })}
                >
                  下一步：填写索赔信息
                </Button>
              )}
            </section>
          )}
        </>
      )}
      {state.step === 1 && (
        <ClaimFormStep
          letterKey={state.checked.key}
          letter={state.checked.letter}
          onBack={() => setState({ step: 0, checked: state.checked })}
          onSubmitted={(receipt) => setState({ step: 2, receipt })}
        />
      )}
      {state.step === 2 && <Receipt receipt={state.receipt} />}
    </section>
  );
}
