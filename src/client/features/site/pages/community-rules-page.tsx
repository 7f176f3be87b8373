import { Link } from 'react-router';
import { usePageTitle } from '../../../ui/page-title';

// docs/product.md#who-it-is-for: the community rules, page dated October 2025, and the enforcement ladder.
const RULES = [
  {
    title: 'No buying or selling',
    body: 'Do not offer to buy or sell minerals, royalties, leases or services here. Offers to purchase, "send me an offer" and prices per acre are removed.',
  },
  {
    title: 'No company or landman names',
    body: 'Talk about the situation, not the people. Do not name operators, buyers, brokers or individual landmen in posts.',
  },
  {
    title: 'No personal information',
    body: 'Never post phone numbers, email addresses, street addresses, Social Security numbers or account numbers, yours or anyone else\u2019s.',
  },
  {
    title: 'No solicitation',
    body: 'Do not advertise, recruit clients or ask members to contact you privately.',
  },
  {
    title: 'No legal advice',
    body: 'Members share experience, not legal advice. For your own situation, consult an Oklahoma attorney.',
  },
  {
    title: 'Private messages are disabled',
    body: 'Keep conversations in the open forum, where everyone can learn from them and moderators can keep them safe.',
  },
];

export default function CommunityRulesPage() {
  usePageTitle('Community Guidelines');
  return (
    <div className="page" style={{ maxWidth: 860 }}>
      <div className="card stack">
        <h1>Community Guidelines</h1>
        <p className="muted">Last updated October 2025</p>
        <p>
          This forum is a free, educational place for Oklahoma mineral and royalty owners and the people who
          work with them. These rules keep it useful and safe. By registering you agree to them.
        </p>
        <ol className="rules-list">
          {RULES.map((rule) => (
            <li key={rule.title}>
              <h2>{rule.title}</h2>
              <p>{rule.body}</p>
            </li>
          ))}
        </ol>
        <section aria-labelledby="disclosure">
          <h2 id="disclosure">Industry workers must disclose it</h2>
          <p>
            If you work in the oil and gas industry (landman, attorney, geologist, engineer, operator or buyer
            staff), say so in your <Link to="/profile">profile</Link> by choosing your member type.
          </p>
        </section>
        <section aria-labelledby="enforcement">
          <h2 id="enforcement">How the rules are enforced</h2>
          <ol>
            <li>
              <strong>Warning</strong>: the post is removed and you are told why.
            </li>
            <li>
              <strong>Temporary mute</strong> of 24 to 72 hours: you can read, but not post, reply, vote or
              report.
            </li>
            <li>
              <strong>Permanent ban</strong>: the account is closed and can no longer sign in.
            </li>
          </ol>
          <p>
            See something that breaks these rules? Use the <strong>Report</strong> button on the post.
            Moderators review every report.
          </p>
        </section>
      </div>
    </div>
  );
}
