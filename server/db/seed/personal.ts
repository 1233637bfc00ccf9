import { charter } from './charter.ts';
import type { Queryable } from '../connect.ts';

// The privacy policy the reference API serves on a fresh database; deployments edit the site_document row.
export const privacyPolicy = {
  title: '滨江城市学院校友总会隐私政策',
  content: `<p>滨江城市学院校友总会（以下简称“我们”）深知个人信息对您的重要性。本政策说明我们在校友门户及校友小程序中如何收集、使用、存储和保护您的个人信息，以及您享有的权利。请您在使用前仔细阅读。</p>
<h3>一、我们收集的信息</h3>
<ul>
<li>身份信息：您通过微信扫码登录时，我们获得您的微信账号标识（openid）与昵称，用于识别您的校友身份。</li>
<li>校友信息：姓名、学号、院系、专业、毕业年份、照片与校友卡号，来自学校的校友名录及您申请校友卡时的填写。</li>
<li>服务记录：您提交的入会申请、捐赠、返校预约（含来访人姓名与身份证号）、证明补办、企业入驻与招聘、活动报名与活动发起等记录。</li>
<li>联系方式：手机号码、所在城市与工作单位，仅在您填写时收集。</li>
</ul>
<h3>二、我们如何使用信息</h3>
<ul>
<li>核验校友身份、发放与展示电子校友卡；</li>
<li>办理您申请的各项校友服务，并通过站内消息告知审核结果与活动提醒；</li>
<li>在“校友查询”中向已认证校友展示您允许公开的信息。</li>
</ul>
<p>我们不会将您的个人信息用于与上述目的无关的用途，不会出售您的个人信息。</p>
<h3>三、信息的公开与您的选择</h3>
<p>您可以在“个人中心 - 账号设置”中随时决定：是否在校友查询中可被找到、是否向校友显示所在城市与工作单位，以及是否接收审核结果通知与活动提醒。关闭后立即生效。</p>
<h3>四、信息的存储与保护</h3>
<ul>
<li>您的信息存储在学校管理的服务器上，位于中华人民共和国境内。</li>
<li>身份证号等敏感信息在页面与接口中仅以脱敏形式显示；登录凭证只保存其摘要，退出登录后立即失效。</li>
<li>离线缓存只保存公开内容，个人记录不会写入浏览器缓存。</li>
</ul>
<h3>五、您的权利</h3>
<p>您有权查阅、更正您的个人信息，撤回授权或注销账号。如需帮助，请联系校友总会办公室：电话 0571-8888 0000，邮箱 alumni@bjcc.edu.cn。我们将在十五个工作日内答复。</p>
<h3>六、政策的更新</h3>
<p>本政策如有更新，我们会在本页面公布并注明更新日期；重大变更将通过站内消息通知您。</p>`,
};

/** The demo's site documents: its privacy policy and its charter. */
export async function seedPersonal(tx: Queryable) {
  await tx.query('insert into site_document (key, title, content) values ($1, $2, $3), ($4, $5, $6)', [
    'privacyPolicy',
    privacyPolicy.title,
    privacyPolicy.content,
    'charter',
    charter.title,
    charter.content,
  ]);
}

/** The demo's people signed up under the policy's first version: each has agreed to it. */
export async function seedConsent(tx: Queryable) {
  await tx.query(
    `insert into consent_record (user_id, kind, policy_version, decision) select id, 'privacy_policy', 1, 'agreed' from app_user`,
  );
}
