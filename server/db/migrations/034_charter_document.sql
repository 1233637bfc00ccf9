-- The charter (校友会章程) is a site document now, drawn at /pages/charter.html and edited in 站点设置, no longer a file
-- of the build. A demo database seeded before this gets the demo college's text (server/db/seed/charter.ts) here; a new
-- one gets it from its seed (which runs after the migrations, on an empty site_document). Only the demo's: its menu
-- frames /pages/charter.html and its site_info names the demo college, which a production (skeleton) seed never has.
insert into site_document (key, title, content)
select 'charter', '滨江城市学院校友总会章程', $charter$<p class="adopted">（2024年10月19日第三次会员代表大会审议通过）</p>

<nav class="toc" aria-label="章程目录">
  <ol>
    <li><a href="#ch1">第一章 总则</a></li>
    <li><a href="#ch2">第二章 会员</a></li>
    <li><a href="#ch3">第三章 组织机构</a></li>
    <li><a href="#ch4">第四章 资产管理</a></li>
    <li><a href="#ch5">第五章 附则</a></li>
  </ol>
</nav>

<section id="ch1" aria-labelledby="ch1-title">
  <h2 id="ch1-title">第一章　总则</h2>
  <p><span class="art">第一条</span>本会名称为“滨江城市学院校友总会”（以下简称“本会”）。</p>
  <p><span class="art">第二条</span>本会是由滨江城市学院（以下简称“学院”）的毕业生、结业生、肄业生，曾在学院学习、进修的各类学员，以及曾在学院工作的教职员工自愿组成的联谊性、非营利性社会组织。</p>
  <p><span class="art">第三条</span>本会遵守宪法、法律、法规和国家政策，践行社会主义核心价值观，弘扬爱国主义精神，遵守社会道德风尚。本会以“联络校友情谊，凝聚校友力量，服务校友发展，助力母校建设”为宗旨，秉承学院“厚德、笃学、求真、致远”的校训精神，促进校友之间、校友与母校之间的交流与合作。</p>
  <p><span class="art">第四条</span>本会接受学院的领导和业务指导，接受登记管理机关的监督管理。本会会址设在滨江城市学院校内。</p>
  <p><span class="art">第五条</span>本会的业务范围：</p>
  <ol class="items">
    <li>（一）建立和完善校友信息库，加强与海内外校友的日常联络；</li>
    <li>（二）组织开展校友返校、聚会、论坛、讲座等联谊与交流活动；</li>
    <li>（三）编辑校友通讯，建设和维护校友网站、校友服务平台等信息渠道；</li>
    <li>（四）协助学院开展招生宣传、毕业生就业、人才培养与社会服务工作；</li>
    <li>（五）接受并管理校友及社会各界对学院的捐赠，支持学院教育事业发展；</li>
    <li>（六）为校友的学习深造、职业发展与创新创业提供信息和服务。</li>
  </ol>
</section>

<section id="ch2" aria-labelledby="ch2-title">
  <h2 id="ch2-title">第二章　会员</h2>
  <p><span class="art">第六条</span>凡符合本章程第二条规定、承认本章程、自愿加入本会者，均可申请成为本会会员。热心支持学院发展、对学院建设作出突出贡献的社会人士，经理事会同意，可受聘为本会荣誉会员。</p>
  <p><span class="art">第七条</span>会员入会的程序：（一）提交入会申请，可通过书面或校友服务平台办理；（二）经本会秘书处审核登记；（三）由秘书处发给会员证或电子会员凭证。</p>
  <p><span class="art">第八条</span>会员享有下列权利：</p>
  <ol class="items">
    <li>（一）本会的选举权、被选举权和表决权；</li>
    <li>（二）参加本会组织的各项活动；</li>
    <li>（三）获得本会提供的信息与服务；</li>
    <li>（四）对本会工作提出批评、建议和实施监督；</li>
    <li>（五）入会自愿、退会自由。</li>
  </ol>
  <p><span class="art">第九条</span>会员履行下列义务：</p>
  <ol class="items">
    <li>（一）遵守本会章程，执行本会决议；</li>
    <li>（二）维护本会和学院的声誉与合法权益；</li>
    <li>（三）积极参加本会活动，完成本会委托的工作；</li>
    <li>（四）及时向本会提供和更新个人联系信息。</li>
  </ol>
  <p><span class="art">第十条</span>会员退会，应书面通知本会秘书处，并交回会员证。会员如有严重违反本章程或损害本会、学院声誉的行为，经理事会表决通过，予以除名。</p>
</section>

<section id="ch3" aria-labelledby="ch3-title">
  <h2 id="ch3-title">第三章　组织机构</h2>
  <p><span class="art">第十一条</span>本会的最高权力机构是会员代表大会。会员代表大会的职权是：（一）制定和修改章程；（二）选举和罢免理事；（三）审议理事会的工作报告和财务报告；（四）决定终止事宜；（五）决定其他重大事宜。</p>
  <p><span class="art">第十二条</span>会员代表大会每五年召开一次，须有三分之二以上的会员代表出席方能召开，其决议须经到会会员代表半数以上表决通过方能生效。因特殊情况需提前或者延期换届的，须由理事会表决通过，延期换届最长不超过一年。</p>
  <p><span class="art">第十三条</span>理事会是会员代表大会的执行机构，在会员代表大会闭会期间领导本会开展日常工作，对会员代表大会负责。理事会每年至少召开一次会议，须有三分之二以上理事出席方能召开，其决议须经到会理事三分之二以上表决通过方能生效。</p>
  <p><span class="art">第十四条</span>本会设会长一名，副会长若干名，秘书长一名，由理事会选举产生，每届任期五年，可以连选连任，但连任一般不超过两届。会长为本会法定代表人，负责召集和主持理事会，检查会员代表大会和理事会决议的落实情况。</p>
  <p><span class="art">第十五条</span>本会设秘书处，在秘书长领导下处理本会日常事务。本会可根据工作需要，在国内外有关地区和行业设立地方校友会或行业校友分会。地方校友会和行业校友分会在本会指导下开展活动，遵守本章程，不得另行制定与本章程相抵触的规定。</p>
</section>

<section id="ch4" aria-labelledby="ch4-title">
  <h2 id="ch4-title">第四章　资产管理</h2>
  <p><span class="art">第十六条</span>本会经费来源：（一）校友及社会各界的捐赠；（二）学院的资助；（三）在核准的业务范围内开展活动或提供服务的收入；（四）利息；（五）其他合法收入。</p>
  <p><span class="art">第十七条</span>本会经费必须用于本章程规定的业务范围和事业的发展，不得在会员中分配。本会接受捐赠、资助，应当遵照捐赠人、资助人的意愿和约定使用，并定期向捐赠人、资助人反馈使用情况。</p>
  <p><span class="art">第十八条</span>本会建立严格的财务管理制度，保证会计资料合法、真实、准确、完整，配备具有专业资格的会计人员。本会的资产管理须执行国家规定的财务管理制度，接受会员代表大会和有关部门的监督，并将有关情况以适当方式向会员公布。</p>
  <p><span class="art">第十九条</span>本会换届或者更换法定代表人之前，必须接受财务审计。本会的资产，任何单位和个人不得侵占、私分和挪用。</p>
</section>

<section id="ch5" aria-labelledby="ch5-title">
  <h2 id="ch5-title">第五章　附则</h2>
  <p><span class="art">第二十条</span>对本章程的修改，须经理事会表决通过后，提交会员代表大会审议。</p>
  <p><span class="art">第二十一条</span>本章程经会员代表大会表决通过之日起生效。原章程同时废止。</p>
  <p><span class="art">第二十二条</span>本章程的解释权属于本会理事会。</p>
</section>

<footer>滨江城市学院校友总会　制</footer>$charter$
 where exists (select 1 from site_column where link_url = '/pages/charter.html')
   and exists (select 1 from sys_dict where dict_type = 'site_info' and dict_value = 'name' and dict_label = '滨江城市学院')
   and not exists (select 1 from site_document where key = 'charter');
